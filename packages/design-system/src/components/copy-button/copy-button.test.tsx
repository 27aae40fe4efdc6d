import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const labels = { label: 'Copy Stream ID', copiedLabel: 'Copied', errorLabel: 'Could not copy' };

function renderButton(props: Partial<React.ComponentProps<typeof CopyButton>> = {}) {
  const onCopy = vi.fn();
  const onCopyError = vi.fn();
  const view = render(<CopyButton value="abc-123" onCopy={onCopy} onCopyError={onCopyError} {...labels} {...props} />);
  return { ...view, onCopy, onCopyError };
}

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

function mockClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** Clicks and lets the clipboard promise settle. */
async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(async () => {});
}

describe('CopyButton with fake timers', () => {
  // Testing Library's async helpers wait on a real setTimeout, so these tests click with
  // fireEvent and flush the clipboard promise inside act instead of using user-event.
  afterEach(() => vi.useRealTimers());

  it('copies the value, says so in the button and the live region, then resets after 2 s', async () => {
    vi.useFakeTimers();
    const writeText = mockClipboard();
    const { onCopy } = renderButton();
    await click('Copy Stream ID');
    expect(writeText).toHaveBeenCalledWith('abc-123');
    expect(onCopy).toHaveBeenCalledWith('abc-123');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveAttribute('data-state', 'copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy Stream ID' })).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the error label when the clipboard refuses, then resets', async () => {
    vi.useFakeTimers();
    const writeText = mockClipboard();
    const denied = new DOMException('denied', 'NotAllowedError');
    writeText.mockRejectedValueOnce(denied);
    const { onCopy, onCopyError } = renderButton();
    await click('Copy Stream ID');
    expect(screen.getByRole('button', { name: 'Could not copy' })).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
    expect(onCopy).not.toHaveBeenCalled();
    expect(onCopyError).toHaveBeenCalledWith(denied);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy Stream ID' })).toBeInTheDocument();
  });

  it('treats a missing Clipboard API as an error', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const { onCopyError } = renderButton();
    await click('Copy Stream ID');
    expect(screen.getByRole('button', { name: 'Could not copy' })).toBeInTheDocument();
    expect(onCopyError).toHaveBeenCalledOnce();
  });

  it('restarts the 2 s wait on a second copy', async () => {
    vi.useFakeTimers();
    const writeText = mockClipboard();
    renderButton();
    await click('Copy Stream ID');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await click('Copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    // 3 s after the first click, but only 1.5 s after the second: still confirmed.
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('button', { name: 'Copy Stream ID' })).toBeInTheDocument();
  });

  it('clears its timer on unmount', async () => {
    vi.useFakeTimers();
    mockClipboard();
    const { unmount } = renderButton();
    await click('Copy Stream ID');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('CopyButton from the keyboard', () => {
  it('copies with Enter, keeps focus and uses the labels as the name when icon-only', async () => {
    const user = userEvent.setup();
    // user-event installs its own clipboard stub on setup; spy on it afterwards.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderButton({ iconOnly: true });
    await user.tab();
    const button = screen.getByRole('button', { name: 'Copy Stream ID' });
    expect(button).toHaveFocus();
    expect(button).not.toHaveTextContent('Copy Stream ID');
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('abc-123');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveFocus();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderButton({ disabled: true });
    await user.click(screen.getByRole('button', { name: 'Copy Stream ID' }));
    expect(writeText).not.toHaveBeenCalled();
  });
});
