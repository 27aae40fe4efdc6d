import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** A surface that groups related content: plans, team members, payment methods, sessions. */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-card py-5 text-card-foreground shadow-card sm:gap-6 sm:py-6',
        className,
      )}
      {...props}
    />
  );
}

/** The top of a card: title, description and an optional `CardAction` in the top-right corner. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-5 has-data-[slot=card-action]:grid-cols-[1fr_auto] sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

export type CardTitleProps = React.ComponentProps<'h3'> & {
  /** Heading level, so the card fits the page outline (`h2` for a top-level section, `h3` inside one). */
  as?: 'h2' | 'h3' | 'h4';
  /** Render the single child element (a heading of your own, a link) with the title's look. */
  asChild?: boolean;
};

/** The card's heading. An `h3` unless `as` or `asChild` says otherwise. */
export function CardTitle({ className, as = 'h3', asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : as;
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg leading-snug font-semibold tracking-tight text-card-foreground', className)}
      {...props}
    />
  );
}

/** A short supporting line under the title, in muted text. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** A slot in the header's top-right corner for a badge, a menu or a small button. */
export function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

/** The body of the card. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5 sm:px-6', className)} {...props} />;
}

/** The bottom row of the card, usually its actions; wraps on narrow screens. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex flex-wrap items-center gap-3 px-5 sm:px-6', className)}
      {...props}
    />
  );
}
