import { ErrorState, type ErrorStateProps } from '@holostream/design-system';
import { useFailureText } from './failure-message';

/** A read a part of a screen shows (a TanStack Query result). */
interface Read {
  error: unknown;
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

export type ReadFailureProps = Pick<ErrorStateProps, 'title' | 'titleAs'> & {
  /** The reads the part shows; Try again reads again those that failed. */
  reads: readonly Read[];
  /** Said after what went wrong and what to do ("Your plan itself is not affected."). */
  after?: string;
  /** Instead of what went wrong and what to do. */
  message?: string | undefined;
};

/** A part of a screen whose reads failed: its title, what went wrong and what to do, and Try again. */
export function ReadFailure({ reads, after, message, ...props }: ReadFailureProps) {
  const failure = useFailureText();
  const failed = reads.filter((read) => read.error);
  return (
    <ErrorState
      {...props}
      message={message ?? [failure.message(failed[0]?.error), after].filter(Boolean).join(' ')}
      onRetry={() => void Promise.all(failed.map((read) => read.refetch()))}
      retryLabel={failure.retryLabel}
      retrying={failed.some((read) => read.isFetching)}
    />
  );
}
