/**
 * Focuses `element` when it can still take focus (it is on the page and not disabled), else
 * `fallback`: the button that opened a dialog may be gone (a removed row) or disabled (a full team).
 */
export function focusOrFallback(element: HTMLElement | null | undefined, fallback: HTMLElement | null | undefined) {
  const usable = element?.isConnected === true && !element.matches(':disabled');
  (usable ? element : fallback)?.focus();
}
