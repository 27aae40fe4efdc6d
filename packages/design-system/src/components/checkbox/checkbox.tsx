import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, useFieldIds } from '../field/field';
import { Label, RequiredMarker } from '../label/label';

/** Elements inside a label that handle their own click (a terms link, say). */
const INTERACTIVE = 'a[href], button, input, select, textarea, [tabindex]';

export type CheckboxProps = Omit<React.ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> & {
  /**
   * The visible name, to the right of the box. May hold a link ("I agree to the <a>terms</a>");
   * clicking the link opens it without ticking the box.
   */
  label: React.ReactNode;
  /** Help under the label, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the label: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
  /** Classes of the box itself; `className` styles the field wrapper. */
  boxClassName?: string;
};

/**
 * A labelled checkbox on Radix Checkbox, with hint and error; submits like a native checkbox.
 * The label names the box through `aria-labelledby` and toggles it on click, except when the click
 * lands on a link or other control inside the label.
 */
export function Checkbox({
  className,
  boxClassName,
  label,
  hint,
  error,
  id,
  required,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const boxRef = React.useRef<HTMLButtonElement>(null);
  React.useImperativeHandle(ref, () => boxRef.current as HTMLButtonElement, []);

  // Not `htmlFor`: a native label would also toggle on clicks that land on a link inside it.
  const onLabelClick = (event: React.MouseEvent<HTMLLabelElement>) => {
    const interactive = (event.target as Element).closest(INTERACTIVE);
    if (interactive && event.currentTarget.contains(interactive)) return;
    boxRef.current?.focus();
    boxRef.current?.click();
  };

  return (
    <div
      data-slot="checkbox"
      data-invalid={ids.controlProps['aria-invalid']}
      data-disabled={disabled || undefined}
      className={cn('group grid gap-1.5', className)}
    >
      <div className="flex items-start gap-3">
        <CheckboxPrimitive.Root
          ref={boxRef}
          data-slot="checkbox-box"
          aria-labelledby={ids.labelId}
          className={cn(
            'peer mt-px inline-flex size-5 shrink-0 items-center justify-center rounded-sm border border-input bg-card text-primary-foreground shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
            boxClassName,
          )}
          required={required}
          disabled={disabled}
          {...props}
          {...ids.controlProps}
        >
          <CheckboxPrimitive.Indicator className="group/indicator flex items-center justify-center">
            <Check aria-hidden strokeWidth={3} className="size-3.5 group-data-[state=indeterminate]/indicator:hidden" />
            <Minus
              aria-hidden
              strokeWidth={3}
              className="hidden size-3.5 group-data-[state=indeterminate]/indicator:block"
            />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <span className="min-w-0 leading-snug">
          <Label
            id={ids.labelId}
            onClick={disabled ? undefined : onLabelClick}
            className="cursor-pointer font-normal group-data-[disabled=true]:cursor-not-allowed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline"
          >
            {label}
          </Label>
          {required && <RequiredMarker />}
        </span>
      </div>
      {(ids.hintId !== undefined || ids.errorId !== undefined) && (
        <div className="grid gap-1 ps-8">
          {ids.hintId !== undefined && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {ids.errorId !== undefined && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
}
