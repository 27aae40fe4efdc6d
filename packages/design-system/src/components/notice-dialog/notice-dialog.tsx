import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../alert-dialog/alert-dialog';

export type NoticeDialogProps = Omit<React.ComponentProps<typeof AlertDialogContent>, 'title' | 'children'> & {
  /** Whether the notice is showing (always controlled: a notice follows something that happened). */
  open: boolean;
  /** What happened, in a few words ('Subscription cancelled'). */
  title: React.ReactNode;
  /** The detail: what it means, or the server's message. */
  description: React.ReactNode;
  /** More, under the description and not announced with it (the payment provider's own words, folded). */
  detail?: React.ReactNode;
  /** The one button ('OK', 'Login Again', 'Back to account'). */
  actionLabel: React.ReactNode;
  /** Called when the button is pressed; the dialog then closes (unless `open` stays true). */
  onAction?: () => void;
  /**
   * Called when the person dismisses the notice (Escape, or the button). Without it the notice can
   * only be left through its button, as a notice that must be acknowledged.
   */
  onDismiss?: () => void;
};

/**
 * A notice with one button: the result of an action (saved, cancelled, failed) or a state the person
 * must acknowledge (session expired). An alert dialog, so focus moves to the button and the text is
 * announced. Every word is a prop.
 */
export function NoticeDialog({
  open,
  title,
  description,
  detail,
  actionLabel,
  onAction,
  onDismiss,
  ...contentProps
}: NoticeDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onDismiss ? (next) => (next ? undefined : onDismiss()) : undefined}>
      <AlertDialogContent {...contentProps}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {detail}
        <AlertDialogFooter>
          <AlertDialogAction onClick={onAction}>{actionLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
