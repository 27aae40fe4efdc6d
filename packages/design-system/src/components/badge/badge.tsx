import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs leading-5 font-medium whitespace-nowrap [&_svg]:pointer-events-none [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: 'border-transparent bg-muted text-muted-foreground',
        primary: 'border-transparent bg-primary text-primary-foreground',
        outline: 'border-border bg-card text-foreground',
        success: 'border-transparent bg-status-green-surface text-status-green',
        warning: 'border-transparent bg-status-amber-surface text-status-amber',
        danger: 'border-transparent bg-status-red-surface text-status-red',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Render the single child element (a link, say) with the badge's look instead of a `<span>`. */
    asChild?: boolean;
  };

/** A small label: 'Current plan', 'Active', 'you'. The text is the children. */
export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export const statusBadgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs leading-5 font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        green: 'bg-status-green-surface text-status-green',
        blue: 'bg-status-blue-surface text-status-blue',
        red: 'bg-status-red-surface text-status-red',
        orange: 'bg-status-orange-surface text-status-orange',
        yellow: 'bg-status-yellow-surface text-status-yellow',
        amber: 'bg-status-amber-surface text-status-amber',
        grey: 'bg-status-grey-surface text-status-grey',
      },
    },
  },
);

/** The status colours of docs/product.md §4: subscription and billing-item states map onto these. */
export type StatusTone = NonNullable<VariantProps<typeof statusBadgeVariants>['tone']>;

export type StatusBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Colour of the status: green ACTIVE/succeeded, blue CREATED, red CANCELLED, orange SCHEDULED_CANCEL, … */
  tone: StatusTone;
  /** The status in words ('Active', 「有効」); colour alone never carries the meaning. */
  label: React.ReactNode;
};

/** A status pill with a coloured dot and a label, for subscription, billing and session states. */
export function StatusBadge({ className, tone, label, ...props }: StatusBadgeProps) {
  return (
    <span data-slot="status-badge" data-tone={tone} className={cn(statusBadgeVariants({ tone }), className)} {...props}>
      <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-current" />
      {label}
    </span>
  );
}
