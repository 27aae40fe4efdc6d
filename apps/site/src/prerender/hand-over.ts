import { useEffect } from 'react';
import { PRERENDERED_ATTRIBUTE } from './prerendered-page';

/** Set by public/prerendered-page.js on a form submitted before the app had taken over. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

/**
 * Hands what the visitor did in the prerendered page to the app that has just hydrated it. React keeps
 * the text typed before hydration on screen but not in its state, so each edited field is announced
 * to React as typed (its value tracker is told the old value first, or it would see no change); then a
 * form whose submission was held back is submitted again, now through the app.
 */
export function handOverToApp(container: ParentNode): void {
  // Read every field first: announcing one re-renders the form, which resets the others to React's value.
  const typed = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(field.type)))
    .map((field) => ({ field, text: field.value }))
    .filter(({ field, text }) => text !== field.defaultValue);
  for (const { field, text } of typed) {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const form of container.querySelectorAll<HTMLFormElement>(`form[${SUBMIT_PENDING_ATTRIBUTE}]`)) {
    form.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
    // A task later: React applies the text handed over above in a microtask, and the submit handler
    // must see it.
    setTimeout(() => {
      if (form.isConnected) form.requestSubmit();
    }, 0);
  }
}

/**
 * Rendered once beside the app: after the app's first commit it removes the attribute (which shows a
 * page hidden from this visitor and lets forms submit through the app) and hands over what was typed.
 */
export function PrerenderHandOver({ container }: { container: HTMLElement }) {
  useEffect(() => {
    if (!document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
    // In a task of its own: an input event dispatched while React is still running effects is not
    // applied to its state the way a person's typing is (the field is reset to the old value).
    // Not cleared on cleanup: StrictMode's second run finds the attribute gone and must not hand over twice.
    setTimeout(() => handOverToApp(container), 0);
  }, [container]);
  return null;
}
