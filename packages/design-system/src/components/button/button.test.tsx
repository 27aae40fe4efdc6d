import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is reachable by keyboard and activates with Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('blocks clicks and reports busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading loadingLabel="Paying…">
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paying…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('puts the caller class last so it wins', () => {
    render(<Button className="h-20">Tall</Button>);
    expect(screen.getByRole('button', { name: 'Tall' }).className).toMatch(/h-20$/);
  });

  it('renders its child as the element with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/plans">Plans</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
