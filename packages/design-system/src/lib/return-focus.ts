import type * as React from 'react';

/** An element, or a ref to one. */
export type FocusTarget = React.RefObject<HTMLElement | null> | HTMLElement | null | undefined;

export interface ReturnFocusProps {
  /**
   * Where focus goes when the dialog closes; without it, back to what had focus before it opened (its opener), as
   * Radix does.
   */
  returnFocusTo?: FocusTarget;
  /** Where focus goes instead when that element is gone or disabled (a removed row's button, a finished action's). */
  fallbackFocus?: FocusTarget;
}

const elementOf = (target: FocusTarget) => (target && 'current' in target ? target.current : target);
const usable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element?.isConnected && !element.matches(':disabled');

/**
 * The `onCloseAutoFocus` of a dialog: focus back to `returnFocusTo` (else the opener), or to `fallbackFocus` when
 * that is gone or disabled; left where it is when another dialog took it as this one closed (a result shown after
 * a confirmation).
 */
export function returnFocus(
  { returnFocusTo, fallbackFocus }: ReturnFocusProps,
  onCloseAutoFocus?: (event: Event) => void,
): (event: Event) => void {
  return (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) {
      event.preventDefault();
      return;
    }
    if (returnFocusTo === undefined) {
      // Radix gives focus back to what had it before (the opener); when that is gone or disabled, focus falls on
      // the page's body: then the fallback takes it.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (!active || active === document.body) elementOf(fallbackFocus)?.focus();
      });
      return;
    }
    event.preventDefault();
    [elementOf(returnFocusTo), elementOf(fallbackFocus)].find(usable)?.focus();
  };
}
