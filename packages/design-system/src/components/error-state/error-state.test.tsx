import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the title followed by the message, then offers the retry', () => {
    render(
      <ErrorState
        title="Failed to load"
        message="HTTP 500: Internal Server Error"
        onRetry={vi.fn()}
        retryLabel="Retry"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to loadHTTP 500: Internal Server ErrorRetry$/);
    expect(screen.getByRole('heading', { level: 3, name: 'Failed to load' })).toBeInTheDocument();
  });

  it('calls onRetry on click and from the keyboard', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Failed" onRetry={onRetry} retryLabel="Try again" />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
    await userEvent.tab();
    expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onRetry).toHaveBeenCalledTimes(3);
  });

  it('blocks repeated retries while retrying', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Failed" onRetry={onRetry} retryLabel="Try again" retrying />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeDisabled();
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
