import { Alert } from '@holostream/design-system';
import type { ReactNode } from 'react';
import { useFocusOnShow } from '../forms/use-focus-on-show';
import { useFailureText } from './failure-message';
import { ServerWords } from './server-words';

export interface FailureAlertProps {
  /** What the last send threw (a mutation's `error`); nothing shows without one. */
  error: unknown;
  /** The screen's own title ("Failed to reset password"). */
  title: string;
  /** What to say under it; by default what went wrong and what to do (`useFailureText().detail`). */
  children?: ReactNode;
}

/**
 * Why a send failed, under the form's title; on a page not in the server's language, the server's own sentence
 * folded away under ours. Focus moves to it when a new failure appears: the busy button was
 * disabled meanwhile, and the person (and their screen reader) meet the message instead of the page's body.
 */
export function FailureAlert({ error, title, children }: FailureAlertProps) {
  const failure = useFailureText();
  const ref = useFocusOnShow<HTMLDivElement>(error);
  if (!error) return null;
  const folded = failure.folded(error);
  // A refusal whose reason is folded away still says what to do, in the page's language.
  const detail = children === undefined ? (failure.detail(error) ?? (folded ? failure.refused : null)) : children;
  return (
    <Alert ref={ref} tabIndex={-1} variant="error" title={title}>
      {folded ? (
        <>
          {detail}
          <ServerWords text={folded} />
        </>
      ) : (
        detail
      )}
    </Alert>
  );
}
