import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { addMonths, clampMonth, currentMonth, formatMonth, isMonthInRange, parseMonth } from './month';

export type MonthPickerProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> & {
  /** The chosen month as 'YYYY-MM', or '' for none yet. */
  value: string;
  /** Called with the picked month as 'YYYY-MM'. */
  onChange: (value: string) => void;
  /** Earliest month that can be picked, 'YYYY-MM' (the usage tab uses '2020-01'). */
  min?: string;
  /** Latest month that can be picked, 'YYYY-MM' (the usage tab uses the current month). */
  max?: string;
  /** BCP 47 locale for month and year names ('en', 'ja'); formatting goes through Intl. */
  locale: string;
  /** Name of the field, shown above the button and read with the chosen month ("Start month", 「開始月」). */
  label: string;
  /** Keep `label` for screen readers only, when the layout already shows it. */
  hideLabel?: boolean;
  /** Shown in the button while `value` is empty ("Select a month", 「月を選択」). */
  placeholder?: string;
  /** Accessible name of the previous-year button ("Previous year", 「前の年」). */
  previousYearLabel: string;
  /** Accessible name of the next-year button ("Next year", 「次の年」). */
  nextYearLabel: string;
  /** Blocks opening the picker. */
  disabled?: boolean;
  /** Marks the field invalid (`aria-invalid`), e.g. when the start is after the end. */
  invalid?: boolean;
  /** Ids of elements describing the field, such as an error message, for the button. */
  'aria-describedby'?: string;
  /** Name of a hidden input carrying the value, for plain form posts. */
  name?: string;
};

/** Arrow keys move by one month or by one row of three; Page Up/Down by a year. */
const keyDeltas: Partial<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -3,
  ArrowDown: 3,
  PageUp: -12,
  PageDown: 12,
};

const monthNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

function utcDate(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1));
}

/**
 * Picks a calendar month ('YYYY-MM') between `min` and `max`. There is no text field, so nothing can
 * be typed or pasted: a button shows the month and opens a popover with a year header and a 3×4
 * grid of months. Arrow keys move through the grid, Enter or Space picks, Escape closes and returns
 * focus to the button.
 */
export function MonthPicker({
  className,
  value,
  onChange,
  min,
  max,
  locale,
  label,
  hideLabel = false,
  placeholder,
  previousYearLabel,
  nextYearLabel,
  disabled = false,
  invalid = false,
  'aria-describedby': describedBy,
  name,
  id,
  ...props
}: MonthPickerProps) {
  const baseId = React.useId();
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const yearId = `${baseId}-year`;
  const gridRef = React.useRef<HTMLDivElement>(null);

  const selected = parseMonth(value) ? value : undefined;
  const start = () => clampMonth(selected ?? max ?? currentMonth(), min, max);

  const [open, setOpen] = React.useState(false);
  // The month holding the grid's single tab stop; its year is the year on show.
  const [focused, setFocused] = React.useState(start);
  const viewYear = parseMonth(focused)?.year ?? new Date().getFullYear();
  const minYear = min ? parseMonth(min)?.year : undefined;
  const maxYear = max ? parseMonth(max)?.year : undefined;

  const formats = React.useMemo(
    () => ({
      full: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
      year: new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
    }),
    [locale],
  );

  const focusMonth = (month: string) => {
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-month="${month}"]`)?.focus();
  };

  // The grid shows the new tab stop before DOM focus moves to it.
  const focusOn = (month: string) => {
    flushSync(() => setFocused(month));
    focusMonth(month);
  };

  const moveTo = (month: string) => focusOn(clampMonth(month, min, max));

  const changeYear = (delta: number) => {
    const next = clampMonth(addMonths(focused, delta * 12), min, max);
    const nextYear = parseMonth(next)?.year ?? viewYear;
    // At a bound the pressed button turns disabled and would drop focus; hand it to the grid instead.
    if (nextYear === (delta < 0 ? minYear : maxYear)) focusOn(next);
    else setFocused(next);
  };

  const onMonthKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const delta = keyDeltas[event.key];
    const month = parseMonth(focused)?.month ?? 1;
    let target: string | undefined;
    if (delta !== undefined) target = addMonths(focused, delta);
    else if (event.key === 'Home') target = addMonths(focused, 1 - month);
    else if (event.key === 'End') target = addMonths(focused, 12 - month);
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  const pick = (month: string) => {
    onChange(month);
    setOpen(false);
  };

  const display = selected
    ? formats.full.format(utcDate(Number(selected.slice(0, 4)), Number(selected.slice(5, 7))))
    : placeholder;

  return (
    <div data-slot="month-picker" className={cn('flex flex-col gap-1.5', className)} {...props}>
      <span id={labelId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-foreground'}>
        {label}
      </span>
      {name !== undefined && <input type="hidden" name={name} value={selected ?? ''} />}
      <PopoverPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          if (next) setFocused(start());
          setOpen(next);
        }}
      >
        <PopoverPrimitive.Trigger asChild>
          <Button
            id={id}
            variant="outline"
            disabled={disabled}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className="w-full justify-start px-3 font-normal aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive sm:w-56"
          >
            <CalendarDays aria-hidden className="text-muted-foreground" />
            <span id={valueId} className={cn('truncate', !selected && 'text-muted-foreground')}>
              {display}
            </span>
            <ChevronDown aria-hidden className="ms-auto text-muted-foreground" />
          </Button>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            data-slot="month-picker-content"
            aria-labelledby={labelId}
            align="start"
            sideOffset={6}
            collisionPadding={8}
            onOpenAutoFocus={(event) => {
              // Start on the chosen month rather than on the first button of the popover.
              event.preventDefault();
              focusMonth(focused);
            }}
            className="z-50 w-72 max-w-[calc(100vw-1rem)] animate-fade-in rounded-lg border bg-popover p-3 text-popover-foreground shadow-overlay"
          >
            <div className="flex items-center justify-between gap-2">
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={previousYearLabel}
                disabled={minYear !== undefined && viewYear <= minYear}
                onClick={() => changeYear(-1)}
              >
                <ChevronLeft aria-hidden />
              </Button>
              <span id={yearId} aria-live="polite" className="text-sm font-semibold tabular-nums">
                {formats.year.format(utcDate(viewYear, 1))}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={nextYearLabel}
                disabled={maxYear !== undefined && viewYear >= maxYear}
                onClick={() => changeYear(1)}
              >
                <ChevronRight aria-hidden />
              </Button>
            </div>
            <div ref={gridRef} role="group" aria-labelledby={yearId} className="mt-3 grid grid-cols-3 gap-1.5">
              {monthNumbers.map((monthNumber) => {
                const month = formatMonth({ year: viewYear, month: monthNumber });
                const isSelected = month === selected;
                return (
                  <button
                    key={month}
                    type="button"
                    data-month={month}
                    aria-pressed={isSelected}
                    tabIndex={month === focused ? 0 : -1}
                    disabled={!isMonthInRange(month, min, max)}
                    onClick={() => pick(month)}
                    onKeyDown={onMonthKeyDown}
                    onFocus={() => setFocused(month)}
                    className={cn(
                      'h-10 rounded-md text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40',
                      isSelected
                        ? 'bg-primary font-semibold text-primary-foreground'
                        : 'text-foreground hover:bg-muted',
                    )}
                  >
                    {formats.month.format(utcDate(viewYear, monthNumber))}
                  </button>
                );
              })}
            </div>
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    </div>
  );
}
