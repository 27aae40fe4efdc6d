import * as React from 'react';
import { cn } from '../../lib/cn';

/** Spoken text of the counter, e.g. `(12, 255) => '12 of 255 characters'`, 「255文字中12文字」. */
export type CounterLabel = (count: number, max: number) => string;

/**
 * Counter props of TextField and TextAreaField: `showCount` needs `maxLength` and `counterLabel`.
 * With the counter on, `maxLength` is not set on the element: the person can type or paste past it
 * (nothing is cut off silently), the counter turns destructive and the field is marked invalid.
 */
export type CharacterCountProps =
  | {
      /** Shows the "count/maximum" counter under the field. */
      showCount?: false;
      /** Spoken text of the counter; required when `showCount` is on. */
      counterLabel?: undefined;
    }
  | {
      /** Shows the "count/maximum" counter under the field. */
      showCount: true;
      /** The character limit the counter measures against. */
      maxLength: number;
      /** Spoken text of the counter: receives the current count and the maximum. */
      counterLabel: CounterLabel;
    };

type Options<E extends HTMLInputElement | HTMLTextAreaElement> = {
  value: unknown;
  defaultValue: unknown;
  onChange: React.ChangeEventHandler<E> | undefined;
  showCount: boolean | undefined;
  maxLength: number | undefined;
  counterLabel: CounterLabel | undefined;
};

/** Unicode code points: the unit of the API's limits (JSON Schema's maxLength), an emoji counted once. */
function lengthOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  let count = 0;
  for (const _ of String(value)) count += 1;
  return count;
}

/**
 * Counts characters for a controlled or uncontrolled field, in Unicode code points as the API's limits do (not
 * `.length`, which counts an emoji twice), so the counter, the form's check and the server agree.
 */
export function useCharacterCount<E extends HTMLInputElement | HTMLTextAreaElement>({
  value,
  defaultValue,
  onChange,
  showCount,
  maxLength,
  counterLabel,
}: Options<E>) {
  const counterId = `${React.useId()}-counter`;
  const [uncontrolledCount, setUncontrolledCount] = React.useState(() => lengthOf(defaultValue));
  const count = value === undefined ? uncontrolledCount : lengthOf(value);
  const active = Boolean(showCount) && maxLength !== undefined && counterLabel !== undefined;
  const over = active && maxLength !== undefined && count > maxLength;

  const handleChange: React.ChangeEventHandler<E> = (event) => {
    setUncontrolledCount(lengthOf(event.target.value));
    onChange?.(event);
  };

  const counter =
    active && maxLength !== undefined && counterLabel !== undefined ? (
      <p
        id={counterId}
        data-slot="character-count"
        data-over={over || undefined}
        className={cn('shrink-0 text-sm text-muted-foreground tabular-nums', over && 'font-medium text-destructive')}
      >
        <span aria-hidden>
          {count}/{maxLength}
        </span>
        <span className="sr-only">{counterLabel(count, maxLength)}</span>
      </p>
    ) : null;

  return {
    /** Whether the native `maxlength` should be left off (the counter handles the limit). */
    active,
    over,
    counter,
    counterId: active ? counterId : undefined,
    handleChange,
  };
}
