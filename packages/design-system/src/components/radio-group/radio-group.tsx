import { cva, type VariantProps } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldDescription, useFieldIds } from '../field/field';
import { Label, labelVariants, RequiredMarker } from '../label/label';

export const radioGroupVariants = cva('grid gap-3', {
  variants: {
    orientation: {
      vertical: 'grid-cols-1',
      horizontal: 'flex flex-wrap gap-x-6 gap-y-3',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** One choice of a RadioGroup. */
export type RadioOption = {
  /** Submitted and passed to `onValueChange`. */
  value: string;
  /** The visible name of the choice ("Private", 「非公開」). */
  label: React.ReactNode;
  /** A line of explanation under the label, linked to the radio with `aria-describedby`. */
  description?: React.ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
};

export type RadioGroupProps = Omit<React.ComponentProps<typeof RadioGroupPrimitive.Root>, 'children'> &
  VariantProps<typeof radioGroupVariants> & {
    /** The visible name of the group ("Visibility", 「公開設定」), read when focus enters it. */
    label: React.ReactNode;
    /** The choices, in display order. */
    options: readonly RadioOption[];
    /** Help under the group label, linked with `aria-describedby`. */
    hint?: React.ReactNode;
    /** Error under the choices: announced, linked with `aria-describedby`, sets `aria-invalid`. */
    error?: React.ReactNode;
    /** Classes of the list of choices; `className` styles the field wrapper. */
    groupClassName?: string;
  };

/**
 * A labelled single choice among a few visible options on Radix RadioGroup: Tab enters the group at
 * the chosen option, the arrow keys move and choose.
 */
export function RadioGroup({
  className,
  groupClassName,
  label,
  options,
  hint,
  error,
  id,
  required,
  disabled,
  orientation,
  'aria-describedby': describedBy,
  ...props
}: RadioGroupProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const optionIdBase = React.useId();
  return (
    <div
      data-slot="radio-group"
      data-invalid={ids.controlProps['aria-invalid']}
      data-disabled={disabled || undefined}
      className={cn('group grid gap-2', className)}
    >
      <span id={ids.labelId} data-slot="radio-group-label" className={labelVariants()}>
        {label}
        {required && <RequiredMarker />}
      </span>
      {ids.hintId !== undefined && <FieldDescription id={ids.hintId}>{hint}</FieldDescription>}
      <RadioGroupPrimitive.Root
        aria-labelledby={ids.labelId}
        required={required}
        disabled={disabled}
        orientation={orientation ?? undefined}
        className={cn(radioGroupVariants({ orientation }), groupClassName)}
        {...props}
        {...ids.controlProps}
      >
        {options.map((option, index) => {
          const itemId = `${optionIdBase}-${index}`;
          const descriptionId = option.description === undefined ? undefined : `${itemId}-description`;
          return (
            <div key={option.value} data-slot="radio-group-option" className="flex items-start gap-3">
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                data-slot="radio-group-item"
                className="peer mt-px inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-input bg-card shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary group-data-[invalid=true]:border-destructive"
              >
                <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <div className="grid gap-0.5 peer-disabled:[&>label]:cursor-not-allowed peer-disabled:[&>label]:opacity-60">
                <Label htmlFor={itemId} className="font-normal">
                  {option.label}
                </Label>
                {descriptionId !== undefined && (
                  <p id={descriptionId} className="text-sm text-muted-foreground">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {ids.errorId !== undefined && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
