import { useEffect } from 'react';
import { PRERENDERED_ATTRIBUTE } from './prerendered-page';

/** Set by public/prerendered-page.js on a form submitted before the app had taken over. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

/** Set by public/prerendered-page.js on a checkbox (role="checkbox") clicked before the app had taken over. */
export const PRETOGGLED_ATTRIBUTE = 'data-pretoggled';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The text fields of the page (not checkboxes, radios or hidden inputs). */
function textFields(container: ParentNode): TextField[] {
  return [...container.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(field.type)),
  );
}

/** What the visitor has typed into the prerendered page, kept up to date until the app has it. */
export interface TypedText {
  /** The text of each field the visitor changed (the latest, even if a render has since reset it). */
  read(): Map<TextField, string>;
  /** Stops following the fields. */
  stop(): void;
}

/**
 * Takes note of what was typed before the app starts, and of every keystroke until it has taken over:
 * a render of the app (a form library settling in) puts React's value back into a field, and the
 * text would be gone by the time it is handed over.
 */
export function followTypedText(container: ParentNode): TypedText {
  const typed = new Map<TextField, string>();
  for (const field of textFields(container)) if (field.value !== field.defaultValue) typed.set(field, field.value);
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
  };
  container.addEventListener('input', onInput, true);
  return { read: () => typed, stop: () => container.removeEventListener('input', onInput, true) };
}

interface Selection {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/** The caret (or selection) of a field; null for a type without one (email, number). */
function selectionOf(field: TextField): Selection | null {
  try {
    if (field.selectionStart === null || field.selectionEnd === null) return null;
    return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

function restoreSelection(field: TextField, { start, end, direction }: Selection): void {
  try {
    field.setSelectionRange(start, end, direction);
  } catch {
    // An input type without a selection (email in some engines): the caret stays where the browser put it.
  }
}

/**
 * Hands what the visitor did in the prerendered page to the app that has just hydrated it. React keeps
 * the text typed before hydration on screen but not in its state, so each edited field is announced
 * to React as typed (its value tracker is told the old value first, or it would see no change); a
 * checkbox ticked meanwhile is ticked through the app; focus and the caret stay where they were; then a
 * form whose submission was held back is submitted again, now through the app.
 */
export function handOverToApp(container: ParentNode, noted?: TypedText): void {
  // Where the person is: the focused field and its caret, put back once the text is handed over.
  const focused = document.activeElement;
  const caret =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? selectionOf(focused) : null;
  // Read every field first: announcing one re-renders the form, which resets the others to React's value.
  const fromNotes = noted?.read() ?? new Map<TextField, string>();
  noted?.stop();
  const typed = textFields(container)
    .map((field) => ({
      field,
      text: field.value !== field.defaultValue ? field.value : (fromNotes.get(field) ?? field.value),
    }))
    .filter(({ field, text }) => text !== field.defaultValue);
  for (const { field, text } of typed) {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // A checkbox ticked on the static page: its look goes back to what the app believes, then the click
  // is replayed through the app.
  for (const box of container.querySelectorAll<HTMLElement>(`[${PRETOGGLED_ATTRIBUTE}]`)) {
    box.removeAttribute(PRETOGGLED_ATTRIBUTE);
    const shown = box.getAttribute('aria-checked') === 'true';
    box.setAttribute('aria-checked', shown ? 'false' : 'true');
    box.setAttribute('data-state', shown ? 'unchecked' : 'checked');
    box.click();
  }
  if (focused instanceof HTMLElement && focused !== document.body) {
    // A task later, once React has applied the text (setting a value moves the caret to its end).
    setTimeout(() => {
      if (!focused.isConnected) return;
      if (document.activeElement !== focused) focused.focus({ preventScroll: true });
      if (caret && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
        restoreSelection(focused, caret);
      }
    }, 0);
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
export function PrerenderHandOver({ container, typed }: { container: HTMLElement; typed?: TypedText }) {
  useEffect(() => {
    if (!document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
    // In a task of its own: an input event dispatched while React is still running effects is not
    // applied to its state the way a person's typing is (the field is reset to the old value).
    // Not cleared on cleanup: StrictMode's second run finds the attribute gone and must not hand over twice.
    setTimeout(() => handOverToApp(container, typed), 0);
  }, [container, typed]);
  return null;
}
