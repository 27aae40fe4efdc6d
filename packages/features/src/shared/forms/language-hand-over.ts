import { useEffect, useRef, useState } from 'react';

/**
 * What the forms of a page hold when the person switches language: the same form on the other language's page starts
 * from it (docs/product.md §1). Kept in the page's memory for a moment only, passwords included, never written down.
 */
const onPage = new Map<string, () => object>();
let handedOver = new Map<string, object>();
let handedOverAt = 0;

/** Long enough for the other language's page to mount the form; a later visit starts afresh. */
const HAND_OVER_MS = 10_000;

/** The language switch calls this as it is pressed: every form on the page hands over what it holds. */
export function handOverTypedValues(): void {
  handedOver = new Map([...onPage].map(([name, read]) => [name, read()]));
  handedOverAt = Date.now();
}

/** What `name` held on the page in the other language, taken once (the first render of the form). */
function takeHandedOver(name: string): object | undefined {
  const values = Date.now() - handedOverAt < HAND_OVER_MS ? handedOver.get(name) : undefined;
  handedOver.delete(name);
  return values;
}

/** What the form `name` held on the other language's page, if the person just switched (read at its first render). */
export function useHandedOver<Values extends object>(name: string): Partial<Values> | undefined {
  const [taken] = useState(() => takeHandedOver(name) as Partial<Values> | undefined);
  return taken;
}

/** Offers `read` (what the form holds now) to the language switch while the form is on the page. */
export function useOfferToLanguageSwitch(name: string, read: () => object): void {
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  useEffect(() => {
    onPage.set(name, () => latest.current());
    return () => void onPage.delete(name);
  }, [name]);
}
