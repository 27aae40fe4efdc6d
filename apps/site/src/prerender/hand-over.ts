import { useEffect } from 'react';
import { APP_LISTENING_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerendered-page';

/** Set by public/prerendered-page.js on a form submitted before the app had taken over. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

/** Set by public/prerendered-page.js on a checkbox (role="checkbox") clicked before the app had taken over. */
export const PRETOGGLED_ATTRIBUTE = 'data-pretoggled';

/**
 * Set by public/prerendered-page.js on a button pressed before the app had taken over: the turns of its
 * presses on the page ("1 3": the first and the third press of the visit were on it).
 */
export const PREPRESSED_ATTRIBUTE = 'data-prepressed';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The text fields of the page (not checkboxes, radios or hidden inputs). */
function textFields(container: ParentNode): TextField[] {
  return [...container.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(field.type)),
  );
}

interface Selection {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/** The caret (or selection) of a field; null for a type without one (email). */
function selectionOf(field: TextField): Selection | null {
  try {
    if (field.selectionStart === null || field.selectionEnd === null) return null;
    return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

function restoreSelection(field: TextField, selection: Selection | null): void {
  if (!selection) return;
  try {
    field.setSelectionRange(selection.start, selection.end, selection.direction);
  } catch {
    // A type without a selection: the caret stays where the browser put it.
  }
}

const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(target.type)) ||
  target instanceof HTMLTextAreaElement;

/**
 * Tells React a field holds `text`, as if typed: its value tracker is told the old value first (or it
 * would see no change), then the input event its forms listen to; the caret goes back where it was.
 */
function announce(field: TextField, text: string, selection: Selection | null): void {
  field.value = field.defaultValue === text ? '' : field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (document.activeElement === field) restoreSelection(field, selection);
}

/** What the visitor has typed into the prerendered page, kept up to date until the app has it. */
export interface TypedText {
  /** The text of each field the visitor changed (the latest, even if a render has since reset it). */
  read(): Map<TextField, string>;
  /** The caret of each field, as the visitor last left it. */
  caret(field: TextField): Selection | null;
  /**
   * After the hand-over, for `ms`: a render that puts React's old value back into a field (a form
   * library settling in, an event React replayed) is undone, before the next keystroke and a few
   * times meanwhile. Then it stops following the fields.
   */
  settle(ms: number): void;
  /** Stops following the fields. */
  stop(): void;
}

/**
 * Takes note of what was typed before the app starts, and of every keystroke until it has taken over
 * and settled: a render of the app can put React's value back into a field, and the text would be
 * gone by the time it is handed over.
 */
export function followTypedText(container: ParentNode): TypedText {
  const typed = new Map<TextField, string>();
  const carets = new Map<TextField, Selection | null>();
  let settling = false;
  // The prerendered page's own fields only: a field the app makes later (the next route's, reached while the app
  // settles: a card number typed into right after logging in) is the app's alone. Repairing it to the last text
  // noted undid its own formatting and threw its caret back (e2e, checkout after logging in, on a fast browser).
  const prerendered = new Set(textFields(container));
  const followed = (target: EventTarget | null): target is TextField => isTextField(target) && prerendered.has(target);
  for (const field of prerendered) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
    if (field === document.activeElement) carets.set(field, selectionOf(field));
  }

  /**
   * A field a render has just emptied says nothing of where the visitor left the caret (on a slow phone the keyup
   * of an arrow key can arrive after hydration reset the field): the last caret noted stays.
   */
  const noteCaret = (field: TextField) => {
    const text = typed.get(field);
    if (text !== undefined && field.value !== text) return;
    carets.set(field, selectionOf(field));
  };
  const note = (event: Event) => {
    const field = event.target;
    if (!followed(field)) return;
    if (event.type === 'input') typed.set(field, field.value);
    noteCaret(field);
  };
  /** A field that lost what the visitor typed (no keystroke of theirs changed it) gets it back. */
  const repair = (field: TextField) => {
    const text = typed.get(field);
    if (text !== undefined && field.isConnected && field.value !== text)
      announce(field, text, carets.get(field) ?? null);
  };
  // The app hydrating can put React's empty value back into a field between two keystrokes: the next
  // keystroke (a character, or an arrow key moving the caret) then finds the field emptied, and gets the text
  // and the caret back first.
  const beforeKeystroke = (event: Event) => {
    const field = event.target;
    if (!event.isTrusted || !followed(field)) return;
    repair(field);
    // Where the key has moved the caret, once it has (its keyup may come only after a render emptied the field).
    if (event.type === 'keydown') setTimeout(() => noteCaret(field), 0);
  };
  // A key pressed while hydration is pending makes React hydrate at once, inside that key's own dispatch (to
  // replay it), and hydration empties the field after the capture listener above ran: the document hears the key
  // last, after React, and gives the text back before the key's default action (the character, the caret move).
  const afterAppHeardKey = (event: Event) => {
    if (followed(event.target)) repair(event.target);
  };
  const events = ['input', 'keyup', 'mouseup', 'select'] as const;
  const keystrokes = ['keydown', 'beforeinput'] as const;
  for (const type of events) container.addEventListener(type, note, true);
  for (const type of keystrokes) container.addEventListener(type, beforeKeystroke, true);
  document.addEventListener('keydown', afterAppHeardKey);
  const stop = () => {
    settling = false;
    for (const type of events) container.removeEventListener(type, note, true);
    for (const type of keystrokes) container.removeEventListener(type, beforeKeystroke, true);
    document.removeEventListener('keydown', afterAppHeardKey);
  };
  return {
    read: () => typed,
    caret: (field) => carets.get(field) ?? null,
    settle(ms) {
      settling = true;
      for (const delay of [50, 200, 500, ms]) {
        setTimeout(() => {
          if (!settling) return;
          for (const field of typed.keys()) repair(field);
          if (delay === ms) stop();
        }, delay);
      }
    },
    stop,
  };
}

/**
 * Hands what the visitor did in the prerendered page to the app that has just hydrated it. React keeps
 * the text typed before hydration on screen but not in its state, so each edited field is announced
 * to React as typed; a checkbox ticked meanwhile is ticked through the app; focus and the caret stay
 * where they were; then a form whose submission was held back is submitted again, now through the app.
 * With `noted`, the fields are watched a little longer while the app settles (`TypedText.settle`).
 */
export function handOverToApp(container: ParentNode, noted?: TypedText): void {
  const focused = document.activeElement;
  // Read every field first: announcing one re-renders the form, which resets the others to React's value.
  const fromNotes = noted?.read() ?? new Map<TextField, string>();
  const typed = textFields(container)
    .map((field) => ({
      field,
      text: field.value !== field.defaultValue ? field.value : (fromNotes.get(field) ?? field.value),
      caret: field === focused ? (noted?.caret(field) ?? selectionOf(field)) : null,
    }))
    .filter(({ field, text }) => text !== field.defaultValue);
  for (const { field, text, caret } of typed) {
    fromNotes.set(field, text);
    announce(field, text, caret);
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
  if (focused instanceof HTMLElement && focused !== document.body && focused.isConnected) {
    if (document.activeElement !== focused) focused.focus({ preventScroll: true });
  }
  replayPresses(container);
  if (noted) noted.settle(SETTLE_MS);
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
 * The buttons pressed on the static page, pressed again through the app, once each press, in their order, each in
 * a task of its own: the app commits what one press did before the next (a toggle pressed twice goes there and
 * back).
 */
function replayPresses(container: ParentNode): void {
  const presses = [...container.querySelectorAll<HTMLElement>(`[${PREPRESSED_ATTRIBUTE}]`)]
    .flatMap((button) => {
      const turns = (button.getAttribute(PREPRESSED_ATTRIBUTE) ?? '').split(' ').map(Number);
      button.removeAttribute(PREPRESSED_ATTRIBUTE);
      return turns.filter((turn) => Number.isInteger(turn) && turn > 0).map((turn) => ({ turn, button }));
    })
    .sort((a, b) => a.turn - b.turn);
  const next = () => {
    const press = presses.shift();
    if (!press) return;
    if (press.button.isConnected) pressAgain(press.button);
    setTimeout(next, 0);
  };
  next();
}

/**
 * A press as a mouse delivers it (pointerdown, mousedown, pointerup, mouseup, click): a control that acts on the
 * press's start hears it too (a Radix tab is chosen on mousedown; a click alone left the legal page's tab unchosen).
 */
function pressAgain(button: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  button.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  button.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  button.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  button.click();
}

/** How long after the hand-over a field that React put back is repaired (a slow phone settles in it). */
const SETTLE_MS = 1500;

/**
 * Rendered once beside the app: after the app's first commit it removes the attribute (which shows a
 * page hidden from this visitor and lets forms submit through the app) and hands over what was typed.
 * The prerender (src/prerender/render-page.tsx) renders it without a container, so that its tree is the one
 * the browser hydrates; there it does nothing.
 */
export function PrerenderHandOver({ container, typed }: { container?: HTMLElement; typed?: TypedText }) {
  useEffect(() => {
    if (!container || !document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
    document.documentElement.removeAttribute(APP_LISTENING_ATTRIBUTE);
    // In a task of its own: an input event dispatched while React is still running effects is not
    // applied to its state the way a person's typing is (the field is reset to the old value).
    // Not cleared on cleanup: StrictMode's second run finds the attribute gone and must not hand over twice.
    setTimeout(() => handOverToApp(container, typed), 0);
  }, [container, typed]);
  return null;
}
