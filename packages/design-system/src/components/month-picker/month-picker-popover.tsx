import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { addMonths, clampMonth, currentMonth, formatMonth, isMonthInRange, parseMonth } from './month';

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

export interface MonthPickerPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picker's button: the popover sits under it and hands focus back to it. */
  anchorRef: React.RefObject<HTMLButtonElement | null>;
  /** The id of the picker's label, which names the popover. */
  labelId: string;
  /** The chosen month, if any. */
  selected: string | undefined;
  min?: string;
  max?: string;
  locale: string;
  previousYearLabel: string;
  nextYearLabel: string;
  /** Called with the month picked (the popover then closes). */
  onPick: (month: string) => void;
}

/**
 * The popover of month-picker.tsx, its own chunk: a year header and a 3×4 grid of months. Arrow keys move through the
 * grid, Enter or Space picks, Escape closes and returns focus to the picker's button.
 */
export function MonthPickerPopover({
  open,
  onOpenChange,
  anchorRef,
  labelId,
  selected,
  min,
  max,
  locale,
  previousYearLabel,
  nextYearLabel,
  onPick,
}: MonthPickerPopoverProps) {
  const baseId = React.useId();
  const yearId = `${baseId}-year`;
  const gridRef = React.useRef<HTMLDivElement>(null);
  const start = () => clampMonth(selected ?? max ?? currentMonth(), min, max);

  // The month holding the grid's single tab stop; its year is the year on show. Each opening starts on the chosen one.
  const [focused, setFocused] = React.useState(start);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFocused(start());
  }
  const viewYear = parseMonth(focused)?.year ?? new Date().getFullYear();
  const minYear = min ? parseMonth(min)?.year : undefined;
  const maxYear = max ? parseMonth(max)?.year : undefined;

  const formats = React.useMemo(
    () => ({
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
    onPick(month);
    onOpenChange(false);
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchorRef as React.RefObject<HTMLButtonElement>} />
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
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
          // The picker's own button toggles it: a press there is not a click outside.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchorRef.current?.contains(event.target)) event.preventDefault();
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
                    isSelected ? 'bg-primary font-semibold text-primary-foreground' : 'text-foreground hover:bg-muted',
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
  );
}
