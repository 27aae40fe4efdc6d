import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type ToastProviderProps = React.ComponentProps<typeof ToastPrimitive.Provider> & {
  /** Spoken before each toast's text so people know it is a notification ('Notification', 「通知」). */
  label: string;
};

/** Holds the toasts of a page; put it once around the app (or a story), with a `ToastViewport` inside. */
export function ToastProvider({ label, swipeDirection = 'right', ...props }: ToastProviderProps) {
  return <ToastPrimitive.Provider label={label} swipeDirection={swipeDirection} {...props} />;
}

export type ToastViewportProps = React.ComponentProps<typeof ToastPrimitive.Viewport> & {
  /** Name of the toast region landmark; `{hotkey}` is replaced by the shortcut ('Notifications ({hotkey})'). */
  label: string;
};

/** Where toasts appear: along the bottom on phones, top-right from `sm` up. */
export function ToastViewport({ className, label, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      label={label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-0 sm:right-0 sm:bottom-auto sm:left-auto sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-l-4 border-border bg-popover p-4 pr-12 text-popover-foreground shadow-overlay focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:animate-fade-in sm:data-[state=open]:animate-slide-in-right data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      variant: {
        success: 'border-l-status-green [&_[data-slot=toast-icon]]:text-status-green',
        error: 'border-l-status-red [&_[data-slot=toast-icon]]:text-status-red',
        info: 'border-l-status-blue [&_[data-slot=toast-icon]]:text-status-blue',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

const variantIcons: Record<ToastVariant, React.ComponentType<React.SVGProps<SVGSVGElement>>> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
};

export type ToastProps = Omit<React.ComponentProps<typeof ToastPrimitive.Root>, 'title' | 'children'> &
  VariantProps<typeof toastVariants> & {
    /** The short message ('Copied', 「コピーしました」). */
    title: React.ReactNode;
    /** An optional second line with detail. */
    description?: React.ReactNode;
    /** Accessible name of the close (×) button ('Close', 「閉じる」). */
    closeLabel: string;
    /** A `ToastAction` (undo, view) shown before the close button. */
    action?: React.ReactNode;
  };

/**
 * A short, temporary message (Radix Toast): success, error or info. Control it with `open` and
 * `onOpenChange`; it closes itself after `duration` ms, on Escape, on swipe and on its close button.
 * Errors are announced assertively, the others politely.
 */
export function Toast({ className, variant, title, description, closeLabel, action, type, ...props }: ToastProps) {
  const resolved = variant ?? 'info';
  const Icon = variantIcons[resolved];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={resolved}
      type={type ?? (resolved === 'error' ? 'foreground' : 'background')}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    >
      {/* Radix announces the text through its own live region, so this one stays silent (no double reading). */}
      <div role="status" aria-live="off" aria-atomic className="flex min-w-0 flex-1 items-start gap-3">
        <Icon data-slot="toast-icon" aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="grid min-w-0 gap-1">
          <ToastPrimitive.Title data-slot="toast-title" className="text-sm leading-5 font-semibold">
            {title}
          </ToastPrimitive.Title>
          {description ? (
            <ToastPrimitive.Description data-slot="toast-description" className="text-sm text-muted-foreground">
              {description}
            </ToastPrimitive.Description>
          ) : null}
        </div>
      </div>
      {action}
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={closeLabel}
        className="absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export type ToastActionProps = React.ComponentProps<typeof ToastPrimitive.Action>;

/** A button inside a toast. `altText` tells screen-reader users how to do the same without the toast. */
export function ToastAction({ className, ...props }: ToastActionProps) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center self-center rounded-md border border-input bg-card px-3 text-xs font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
