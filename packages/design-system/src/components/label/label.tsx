import { cva } from 'class-variance-authority';
import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const labelVariants = cva(
  'text-sm leading-snug font-medium text-foreground group-data-[disabled=true]:opacity-60 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
);

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root>;

/**
 * The visible name of a form control, linked to it through `htmlFor` (Radix Label: a double click
 * does not select the text). Put a `RequiredMarker` after it, not inside, so the label's text stays
 * exactly the control's name.
 */
export function Label({ className, ...props }: LabelProps) {
  return <LabelPrimitive.Root data-slot="label" className={cn(labelVariants(), className)} {...props} />;
}

/**
 * The asterisk after a required field's label. Hidden from screen readers: the control itself
 * carries `required` / `aria-required`, which is what gets announced.
 */
export function RequiredMarker({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="required-marker"
      aria-hidden
      className={cn('ms-0.5 text-sm font-medium text-destructive', className)}
      {...props}
    >
      *
    </span>
  );
}
