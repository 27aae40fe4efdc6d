import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { returnFocus, type ReturnFocusProps } from '../../lib/return-focus';
import { buttonVariants } from '../button/button';

/** A modal window: focus is trapped inside while open and returns to the trigger on close. */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The element that opens the dialog; use `asChild` to render a `Button`. */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog; use `asChild` to render a `Button` (a footer's Cancel, say). */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed layer behind the panel; a click on it closes the dialog. */
export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-overlay animate-fade-in', className)}
      {...props}
    />
  );
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  ReturnFocusProps & {
    /** Accessible name of the X button in the corner ("Close", 「閉じる」). A dialog that must be answered is an `AlertDialog`. */
    closeLabel: string;
  };

/**
 * The panel with its overlay, rendered in a portal. A sheet along the bottom edge on phones,
 * a centred card from the `sm` breakpoint up. Include a `DialogTitle` (and a `DialogDescription`).
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  returnFocusTo,
  fallbackFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        // One column that never grows past the panel, and words that wrap: a long name from the server never pushes
        // the buttons off a phone's screen.
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 grid max-h-[calc(100dvh-2rem)] w-full grid-cols-1 gap-4 overflow-y-auto rounded-t-xl break-words bg-popover p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-popover-foreground shadow-overlay animate-fade-in focus-visible:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:pb-6',
          className,
        )}
        onCloseAutoFocus={returnFocus({ returnFocusTo, fallbackFocus }, onCloseAutoFocus)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close-button"
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'icon' }),
            'absolute end-3 top-3 text-muted-foreground',
          )}
        >
          <XIcon aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Groups the title and description at the top of the panel. */
export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      // Keeps a long title clear of the X button in the corner.
      className={cn('flex flex-col gap-2 text-start pe-8', className)}
      {...props}
    />
  );
}

/** The dialog's accessible name; required by Radix. */
export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** The dialog's accessible description, announced after the title. */
export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The row of actions at the bottom. Full-width buttons stacked on phones, a right-aligned row from `sm` up.
 * Put the actions in reading order (Cancel, then the main action); the visual order follows the DOM.
 */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
