import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Toast, ToastProvider, ToastViewport, type ToastProps } from './toast';

// jsdom has no pointer capture; Radix Toast asks for it on pointerup (swipe handling).
beforeAll(() => {
  if (!('hasPointerCapture' in Element.prototype)) {
    Object.assign(Element.prototype, { hasPointerCapture: () => false, releasePointerCapture: () => {} });
  }
});

function Harness({ onOpenChange, ...toast }: Partial<ToastProps>) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider label="Notification">
      <button onClick={() => setOpen(true)}>Copy</button>
      <Toast
        title="Copied"
        closeLabel="Close"
        {...toast}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
      <ToastViewport label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('Toast', () => {
  it('appears in the viewport with role status when opened', async () => {
    render(<Harness variant="success" description="Stream ID copied" />);
    expect(within(region()).queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const toast = within(region()).getByRole('status');
    expect(toast).toHaveTextContent('Copied');
    expect(toast).toHaveTextContent('Stream ID copied');
    expect(toast.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'success');
  });

  it('closes from its labelled close button and reports it', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await userEvent.click(within(region()).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(region()).queryByRole('status')).toBeNull());
  });

  it('closes on Escape when focused', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    within(region()).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(region()).queryByRole('status')).toBeNull());
  });

  it('closes by itself after its duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Harness duration={1000} />);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(within(region()).getByRole('status')).toHaveTextContent('Copied');
      await vi.advanceTimersByTimeAsync(1100);
      await waitFor(() => expect(within(region()).queryByRole('status')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
