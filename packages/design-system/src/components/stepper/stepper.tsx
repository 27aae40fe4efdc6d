import { cva } from 'class-variance-authority';
import { Check } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Where a step stands relative to the current one. */
export type StepStatus = 'complete' | 'current' | 'upcoming';

export const stepIndicatorVariants = cva(
  'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums transition-colors',
  {
    variants: {
      status: {
        complete: 'border-primary bg-primary text-primary-foreground',
        current: 'border-primary bg-card text-primary ring-4 ring-primary/15',
        upcoming: 'border-input bg-card text-muted-foreground',
      },
    },
    defaultVariants: { status: 'upcoming' },
  },
);

export type StepperProps = Omit<React.ComponentProps<'ol'>, 'children'> & {
  /** The step names in order ("Payment details", 「お支払い情報」). */
  steps: readonly React.ReactNode[];
  /** Zero-based index of the step the person is on; `steps.length` marks every step complete. */
  current: number;
  /**
   * Visually hidden text read after each step name, so the state is not told by colour alone
   * (`{ complete: 'Completed', current: 'Current step', upcoming: 'Not started' }`).
   */
  statusLabels: Record<StepStatus, string>;
  /** Accessible name of the list ("Checkout progress", 「購入の手順」). */
  label: string;
};

function statusOf(index: number, current: number): StepStatus {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/**
 * An ordered list of steps with the current one marked (`aria-current="step"`) and a connecting
 * progress bar between the step markers. Built for the two-step checkout; fits 360 px.
 */
export function Stepper({ className, steps, current, statusLabels, label, ...props }: StepperProps) {
  return (
    <ol data-slot="stepper" aria-label={label} className={cn('flex w-full items-start', className)} {...props}>
      {steps.map((step, index) => {
        const status = statusOf(index, current);
        const isLast = index === steps.length - 1;
        return (
          <li
            // Steps are a fixed, ordered list: the position is the identity.
            key={index}
            data-slot="stepper-step"
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
            className="relative flex min-w-0 flex-1 flex-col items-center gap-2 px-1 text-center"
          >
            {!isLast && (
              // The connector runs from this marker's centre to the next one's; it fills once this step is done.
              <span
                aria-hidden
                data-slot="stepper-connector"
                className="absolute start-[calc(50%+1.25rem)] top-[0.9375rem] h-0.5 w-[calc(100%-2.5rem)] overflow-hidden rounded-full bg-border"
              >
                <span
                  className={cn(
                    'block h-full bg-primary transition-[width] duration-300 ease-out',
                    status === 'complete' ? 'w-full' : 'w-0',
                  )}
                />
              </span>
            )}
            <span aria-hidden className={stepIndicatorVariants({ status })}>
              {status === 'complete' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={cn(
                'text-xs leading-snug sm:text-sm',
                status === 'upcoming' ? 'text-muted-foreground' : 'font-medium text-foreground',
              )}
            >
              {step} <span className="sr-only">{statusLabels[status]}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
