import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('uses role="alert" for errors and role="status" for the other variants', () => {
    const { rerender } = render(<Alert variant="error" title="Failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    for (const variant of ['info', 'success', 'warning'] as const) {
      rerender(<Alert variant={variant} title={variant} />);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
    }
  });

  it('shows title, description and a decorative icon; icon={null} removes it', () => {
    const { rerender } = render(
      <Alert variant="warning" title="Heads up">
        Details
      </Alert>,
    );
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('Heads up');
    expect(alert).toHaveTextContent('Details');
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Alert variant="warning" title="Heads up" icon={null} />);
    expect(screen.getByRole('status').querySelector('svg')).toBeNull();
  });

  it('renders the action where the keyboard can reach it', async () => {
    render(<Alert variant="error" title="Payment failed" action={<a href="#billing">Go to billing</a>} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveFocus();
  });
});
