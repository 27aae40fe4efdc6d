import { type VariantProps } from 'class-variance-authority';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { returnFocus, type ReturnFocusProps } from '../../lib/return-focus';
import { Button, type buttonVariants } from '../button/button';

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A modal question that must be answered: no X button and no closing by clicking outside.
 * Focus starts on `AlertDialogCancel`, the least destructive choice, and returns to the trigger on close.
 */
export function AlertDialog(props: React.ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />;
}

/** The element that opens the alert dialog; use `asChild` to render a `Button`. */
export function AlertDialogTrigger(props: React.ComponentProps<typeof AlertDialogPrimitive.Trigger>) {
  return <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />;
}

/** The dimmed layer behind the panel; clicks on it do nothing. */
export function AlertDialogOverlay({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Overlay>) {
  return (
    <AlertDialogPrimitive.Overlay
      data-slot="alert-dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-overlay animate-fade-in', className)}
      {...props}
    />
  );
}

/**
 * The panel with its overlay, rendered in a portal; a centred card (full width less a margin on phones).
 * Include an `AlertDialogTitle` and an `AlertDialogDescription`. While `busy` (an action runs), Escape does
 * nothing and focus stays inside the panel.
 */
export function AlertDialogContent({
  className,
  ref,
  busy = false,
  onEscapeKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocusTo,
  fallbackFocus,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content> & ReturnFocusProps & { busy?: boolean }) {
  const contentRef = React.useRef<HTMLDivElement | null>(null);

  React.useEffect(() => {
    const content = contentRef.current;
    const active = document.activeElement;
    // The focused button was just disabled, which drops focus on <body>; keep it in the dialog.
    if (busy && content && (!active || active === document.body || active.matches(':disabled'))) {
      content.focus({ preventScroll: true });
    }
  }, [busy]);

  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        aria-busy={busy || undefined}
        ref={(node) => {
          contentRef.current = node;
          setRef(ref, node);
        }}
        // One column that never grows past the panel, and words that wrap (a long name in a confirmation).
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 grid-cols-1 gap-4 overflow-y-auto rounded-xl break-words bg-popover p-6 text-popover-foreground shadow-overlay animate-fade-in focus-visible:outline-none',
          className,
        )}
        onCloseAutoFocus={returnFocus({ returnFocusTo, fallbackFocus }, onCloseAutoFocus)}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (busy) event.preventDefault();
        }}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix focuses Cancel; a dialog with a single OK has none, so focus its action instead.
          const content = event.currentTarget;
          if (content instanceof HTMLElement && !content.querySelector('[data-slot="alert-dialog-cancel"]')) {
            event.preventDefault();
            content.querySelector<HTMLElement>('[data-slot="alert-dialog-action"]')?.focus({ preventScroll: true });
          }
        }}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

/** Groups the title and description at the top of the panel. */
export function AlertDialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="alert-dialog-header" className={cn('flex flex-col gap-2 text-start', className)} {...props} />;
}

/** The question being asked; the dialog's accessible name. */
export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** What happens if the user goes ahead; the dialog's accessible description. */
export function AlertDialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The row of buttons. Full-width buttons stacked on phones, a right-aligned row from `sm` up.
 * Put Cancel first and the action last; the visual order follows the DOM.
 */
export function AlertDialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-footer"
      className={cn('flex flex-col gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export type AlertDialogActionProps = React.ComponentProps<typeof AlertDialogPrimitive.Action> &
  VariantProps<typeof buttonVariants> & {
    /**
     * The request is running: shows a spinner and `loadingLabel` and disables the button (give the content `busy`
     * and Cancel `disabled` too). To start an async request from `onClick`, call `event.preventDefault()` there
     * (Radix would otherwise close the dialog) and close it yourself when done.
     */
    loading?: boolean;
    /** Shown and spoken next to the spinner while `loading` ("Cancelling…", 「キャンセル中…」). */
    loadingLabel?: React.ReactNode;
  };

/** The answer that goes ahead, styled as a `Button` (`variant="destructive"` for irreversible ones). Closes on click. */
export function AlertDialogAction({
  variant,
  size,
  loading = false,
  loadingLabel,
  disabled,
  ...props
}: AlertDialogActionProps) {
  return (
    <AlertDialogPrimitive.Action asChild>
      <Button
        data-slot="alert-dialog-action"
        variant={variant}
        size={size}
        loading={loading}
        loadingLabel={loadingLabel}
        disabled={disabled}
        {...props}
      />
    </AlertDialogPrimitive.Action>
  );
}

/** The answer that changes nothing, styled as an outline `Button`; gets focus when the dialog opens. */
export function AlertDialogCancel({
  variant = 'outline',
  size,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Cancel> & VariantProps<typeof buttonVariants>) {
  return (
    <AlertDialogPrimitive.Cancel asChild>
      <Button data-slot="alert-dialog-cancel" variant={variant} size={size} {...props} />
    </AlertDialogPrimitive.Cancel>
  );
}
