import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the title as a heading, the description and hides the icon', () => {
    const { container } = render(
      <EmptyState icon={<svg data-testid="icon" />} title="No sessions" description="Sign in on a device." />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No sessions' })).toBeInTheDocument();
    expect(screen.getByText('Sign in on a device.')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves out the parts it was not given and honours titleAs', () => {
    const { container } = render(<EmptyState title="Nothing here" titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeInTheDocument();
    for (const slot of ['empty-state-icon', 'empty-state-description', 'empty-state-action']) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).toBeNull();
    }
  });

  it('renders the action where the keyboard reaches it', async () => {
    const onAdd = vi.fn();
    render(<EmptyState title="No card" action={<button onClick={onAdd}>Add card</button>} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add card' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
