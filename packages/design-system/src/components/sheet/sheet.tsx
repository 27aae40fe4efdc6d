import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button/button';

/** A panel that slides in from a side of the screen, modal like a dialog (the header's menu on phones). */
export function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

/** The element that opens the sheet (a menu button, say); use `asChild` to render a `Button`. */
export function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet; wrap a navigation link in it (`asChild`) so following the link closes the menu. */
export function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

/** The dimmed layer beside the panel; a click on it closes the sheet. */
export function SheetOverlay({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn('fixed inset-0 z-50 bg-overlay animate-fade-in', className)}
      {...props}
    />
  );
}

export const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex h-full w-[85%] max-w-sm flex-col gap-4 overflow-y-auto bg-popover p-6 text-popover-foreground shadow-overlay focus-visible:outline-none',
  {
    variants: {
      side: {
        right: 'right-0 border-l animate-slide-in-right',
        // No slide-in-left keyframes among the tokens: the entry transition starts off-screen instead.
        left: 'left-0 border-r transition-[translate] duration-200 ease-out starting:-translate-x-full',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Accessible name of the X button in the corner ("Close menu", 「メニューを閉じる」). */
    closeLabel: string;
  };

/**
 * The sliding panel with its overlay, rendered in a portal. Include a `SheetTitle`. On open, focus goes to
 * the first focusable element that is not a link (Radix's rule); pass `onOpenAutoFocus` to choose another.
 */
export function SheetContent({ className, side, closeLabel, children, ...props }: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          data-slot="sheet-close-button"
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'icon' }),
            'absolute end-3 top-3 text-muted-foreground',
          )}
        >
          <XIcon aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

/** Groups the title and description at the top of the panel, clear of the X button. */
export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}

/** The sheet's accessible name (visually hide it with `className="sr-only"` if the content says it already). */
export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** The sheet's accessible description. Without one, pass `aria-describedby={undefined}` to `SheetContent`. */
export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
