import { CalendarDays, ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { parseMonth } from './month';

// The popover (Radix's, with its positioning) is for the person who changes the month: its own chunk, fetched when
// the button is pointed at or focused, mounted when it first opens and kept.
const loadPopover = () => import('./month-picker-popover');
const MonthPickerPopover = React.lazy(() => loadPopover().then((module) => ({ default: module.MonthPickerPopover })));

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
  /** Called when a press could not open the popover because its code could not be fetched (offline). */
  onUnavailable?: () => void;
};

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
  onUnavailable,
  id,
  ...props
}: MonthPickerProps) {
  const baseId = React.useId();
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);

  const selected = parseMonth(value) ? value : undefined;
  const full = React.useMemo(
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
    [locale],
  );
  const display = selected
    ? full.format(new Date(Date.UTC(Number(selected.slice(0, 4)), Number(selected.slice(5, 7)) - 1, 1)))
    : placeholder;

  const prefetch = () => void loadPopover().catch(() => undefined);
  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    loadPopover().then(
      () => {
        setMounted(true);
        setOpen(true);
      },
      () => onUnavailable?.(),
    );
  };

  return (
    <div data-slot="month-picker" className={cn('flex flex-col gap-1.5', className)} {...props}>
      <span id={labelId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-foreground'}>
        {label}
      </span>
      {name !== undefined && <input type="hidden" name={name} value={selected ?? ''} />}
      <Button
        ref={buttonRef}
        // It opens the popover: never the submit button of the form around it.
        type="button"
        id={id}
        variant="outline"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={toggle}
        className="w-full justify-start px-3 font-normal aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive sm:w-56"
      >
        <CalendarDays aria-hidden className="text-muted-foreground" />
        <span id={valueId} className={cn('truncate', !selected && 'text-muted-foreground')}>
          {display}
        </span>
        <ChevronDown aria-hidden className="ms-auto text-muted-foreground" />
      </Button>
      {mounted ? (
        <React.Suspense fallback={null}>
          <MonthPickerPopover
            open={open}
            onOpenChange={setOpen}
            anchorRef={buttonRef}
            labelId={labelId}
            selected={selected}
            min={min}
            max={max}
            locale={locale}
            previousYearLabel={previousYearLabel}
            nextYearLabel={nextYearLabel}
            onPick={onChange}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}
