import { useEffect, useRef } from 'react';

/**
 * For the message of a failed submit (give it `tabIndex={-1}`): focus moves to it each time a new
 * `shown` value appears (a new failure), so the person, and their screen reader, meet it instead of
 * losing focus on the page's body when the busy button was disabled.
 */
export function useFocusOnShow<Element extends HTMLElement>(shown: unknown) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
