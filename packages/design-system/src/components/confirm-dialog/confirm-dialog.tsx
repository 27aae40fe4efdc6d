import * as React from 'react';
import type { ReturnFocusProps } from '../../lib/return-focus';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  type AlertDialogActionProps,
} from '../alert-dialog/alert-dialog';

export type ConfirmDialogProps = ReturnFocusProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one (focus returns there by default). */
  trigger?: React.ReactNode;
  /** The question ('Cancel your subscription?'). */
  title: React.ReactNode;
  /** What going ahead does. */
  description: React.ReactNode;
  confirmLabel: React.ReactNode;
  cancelLabel: React.ReactNode;
  /** Shown and spoken while the action runs ('Cancelling…'). */
  busyLabel: React.ReactNode;
  /** `destructive` (the default) for what cannot be undone. */
  variant?: AlertDialogActionProps['variant'];
  /**
   * The action. The dialog stays open and busy until it settles (Escape and Cancel do nothing meanwhile): it closes
   * when the promise resolves, and shows `renderError(error)` inside when it rejects, to try again or step back.
   */
  onConfirm: () => Promise<unknown>;
  /** The failure, in words, inside the dialog (an `Alert`). Without it a failure closes nothing and says nothing. */
  renderError?: (error: unknown) => React.ReactNode;
  /** Shown between the description and the buttons (the progress of a long action). */
  children?: React.ReactNode;
};

/** A confirmation that runs an async action: busy while it runs, its error kept inside, focus returned on close. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busyLabel,
  variant = 'destructive',
  onConfirm,
  renderError,
  children,
  returnFocusTo,
  fallbackFocus,
}: ConfirmDialogProps) {
  // State, not a ref: set in the click, it disables the button before a second click can land.
  const [busy, setBusy] = React.useState(false);
  const [failure, setFailure] = React.useState<{ error: unknown } | null>(null);

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) setFailure(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        data-slot="confirm-dialog"
        busy={busy}
        returnFocusTo={returnFocusTo}
        fallbackFocus={fallbackFocus}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {failure && renderError ? renderError(failure.error) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={variant}
            loading={busy}
            loadingLabel={busyLabel}
            onClick={(event) => {
              // Radix would close the dialog at once; it closes when the action has succeeded.
              event.preventDefault();
              if (!busy) void confirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
