import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-2 border-current border-r-transparent',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = React.ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** What a screen reader announces ("Loading", 「読み込み中」). Required unless `decorative`. */
    label?: string;
    /** Hide from assistive technology when the surrounding text already says it is busy. */
    decorative?: boolean;
  };

/** An indeterminate progress indicator; announced through `role="status"` unless decorative. */
export function Spinner({ className, size, label, decorative = false, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : label}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  );
}
