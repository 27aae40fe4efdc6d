import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Field, fieldControlVariants } from '../field/field';

/** One choice of a Select. */
export type SelectOption = {
  /** Submitted and passed to `onValueChange`; must not be the empty string. */
  value: string;
  /** What the person reads in the list and in the closed trigger. */
  label: React.ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
};

export type SelectProps = Omit<React.ComponentProps<typeof SelectPrimitive.Root>, 'children'> & {
  /** The visible name of the select ("Country", 「国」). */
  label: React.ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Shown in the trigger while nothing is chosen ("Choose a country", 「国を選択」). */
  placeholder?: React.ReactNode;
  /** Help under the trigger, linked with `aria-describedby`. */
  hint?: React.ReactNode;
  /** Error under the trigger: announced, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: React.ReactNode;
  /** id of the trigger; generated when omitted. */
  id?: string;
  /** Ids the trigger is also described by. */
  'aria-describedby'?: string;
  /** Classes of the field wrapper. */
  className?: string;
  /** Classes of the trigger button. */
  triggerClassName?: string;
};

/**
 * A labelled single-choice list on Radix Select: keyboard and typeahead, the list in a portal, and
 * a hidden native `<select name>` inside forms so the value is submitted like any input.
 */
export function Select({
  className,
  triggerClassName,
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
  return (
    <Field
      data-slot="select"
      className={className}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={describedBy}
    >
      {(control, { labelId }) => (
        <SelectPrimitive.Root required={required} disabled={disabled} {...props}>
          <SelectPrimitive.Trigger
            data-slot="select-trigger"
            className={cn(
              fieldControlVariants({ control: 'trigger' }),
              'data-placeholder:text-muted-foreground [&>span]:truncate',
              triggerClassName,
            )}
            {...control}
          >
            <SelectPrimitive.Value placeholder={placeholder} />
            <SelectPrimitive.Icon asChild>
              <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              data-slot="select-content"
              position="popper"
              sideOffset={4}
              aria-labelledby={labelId}
              className="relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-overlay data-[state=open]:animate-fade-in"
            >
              <SelectPrimitive.Viewport className="p-1">
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    data-slot="select-item"
                    className="relative flex w-full cursor-default items-center rounded-sm py-2 ps-8 pe-3 text-base select-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring data-disabled:pointer-events-none data-disabled:opacity-60 data-highlighted:bg-accent data-highlighted:text-accent-foreground md:text-sm"
                  >
                    <span className="absolute start-2 flex size-4 items-center justify-center">
                      <SelectPrimitive.ItemIndicator>
                        <Check aria-hidden className="size-4" />
                      </SelectPrimitive.ItemIndicator>
                    </span>
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </Field>
  );
}
