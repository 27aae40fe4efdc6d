import { CircleAlert, RotateCw } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';

export type ErrorStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** What failed ('Failed to load usage data', 「利用データを読み込めませんでした」). */
  title: React.ReactNode;
  /** The reason, usually the server's message; shown after the title. */
  message?: React.ReactNode;
  /** Called when the person asks to try again. */
  onRetry: () => void;
  /** Text of the retry button ('Try again', 「再試行」). */
  retryLabel: React.ReactNode;
  /** Shows the retry button busy while the new attempt runs. */
  retrying?: boolean;
  /** Heading level of the title, so it fits the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/**
 * A failed load in place of the content: the error title, then the message, then a way to
 * retry. Announced at once with `role="alert"`.
 */
export function ErrorState({
  className,
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  titleAs: Title = 'h3',
  ...props
}: ErrorStateProps) {
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-status-red/25 bg-status-red-surface px-4 py-8 text-center sm:px-8',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden className="size-8 shrink-0 text-status-red" />
      <Title data-slot="error-state-title" className="text-base font-semibold text-status-red">
        {title}
      </Title>
      {message ? (
        <p data-slot="error-state-message" className="max-w-prose text-sm text-foreground">
          {message}
        </p>
      ) : null}
      <Button variant="outline" className="mt-2" onClick={onRetry} loading={retrying} loadingLabel={retryLabel}>
        <RotateCw aria-hidden />
        {retryLabel}
      </Button>
    </div>
  );
}
