import { Check, Copy, X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button/button';

type CopyState = 'idle' | 'copied' | 'error';

export type CopyButtonProps = Omit<ButtonProps, 'children' | 'onClick' | 'onCopy' | 'asChild' | 'loading'> & {
  /** The text put on the clipboard. */
  value: string;
  /** Visible text and accessible name of the button ("Copy Stream ID", 「ストリームIDをコピー」). */
  label: string;
  /** Shown and announced after a successful copy ("Copied", 「コピーしました」). */
  copiedLabel: string;
  /** Shown and announced when the clipboard refused the text ("Could not copy", 「コピーできませんでした」). */
  errorLabel: string;
  /** Only the icon is visible; the labels stay as the accessible name and the tooltip. */
  iconOnly?: boolean;
  /** How long the copied or error state stays before the button returns to `label`, in milliseconds. */
  resetAfterMs?: number;
  /** Called with `value` after it reached the clipboard. */
  onCopy?: (value: string) => void;
  /** Called with the reason when the clipboard refused the text (no permission, insecure context). */
  onCopyError?: (error: unknown) => void;
};

const icons = { idle: Copy, copied: Check, error: X } as const;

/**
 * Copies `value` with the Clipboard API and confirms it for a moment: the button text changes and
 * a polite live region announces the result, so the confirmation reaches screen-reader users too.
 */
export function CopyButton({
  className,
  value,
  label,
  copiedLabel,
  errorLabel,
  iconOnly = false,
  resetAfterMs = 2000,
  onCopy,
  onCopyError,
  variant = 'outline',
  size,
  ...props
}: CopyButtonProps) {
  const [state, setState] = React.useState<CopyState>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    setState(next);
    // A second click restarts the wait, so the confirmation always stays for the full time.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  };

  const copy = async () => {
    try {
      // `navigator.clipboard` is missing outside secure contexts; that is an error like any other.
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      show('copied');
      onCopy?.(value);
    } catch (error) {
      show('error');
      onCopyError?.(error);
    }
  };

  const text = state === 'copied' ? copiedLabel : state === 'error' ? errorLabel : label;
  const Icon = icons[state];

  return (
    <>
      <Button
        type="button"
        data-slot="copy-button"
        data-state={state}
        variant={variant}
        size={size ?? (iconOnly ? 'icon' : 'sm')}
        aria-label={iconOnly ? text : undefined}
        title={iconOnly ? text : undefined}
        className={cn(
          state === 'copied' && 'text-status-green',
          state === 'error' && 'text-destructive',
          iconOnly && size == null && 'size-8',
          className,
        )}
        // copy() reports its own failure (the error state): nothing is left to await.
        onClick={() => void copy()}
        {...props}
      >
        <Icon aria-hidden />
        {!iconOnly && text}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? copiedLabel : state === 'error' ? errorLabel : ''}
      </span>
    </>
  );
}
