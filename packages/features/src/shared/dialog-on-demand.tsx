import { Alert } from '@holostream/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from './failures';
import { toSupportedLanguage } from './i18n/create-i18n';
import { preloadTexts } from './i18n/texts';

/**
 * A dialog whose code is its own chunk (docs/architecture.md, "Dialogs on demand"): `loadCode` (the dialog's module)
 * and its words are fetched as soon as the button that opens it is pointed at or focused (`opener`, spread on that
 * button); the dialog is mounted once they are there (`show`, or `mount` for one opened by other state) and kept, so
 * that it closes and returns focus as a dialog does. If they cannot be fetched (offline), nothing opens and
 * `unavailable` is true: show `<CodeUnavailable />` by the button, and the page stays as it was.
 */
export function useDialogOnDemand(loadCode: () => Promise<unknown>) {
  const { i18n } = useTranslation();
  // The dialog's code, then the words it declared, in the page's language.
  const load = () => loadCode().then(() => preloadTexts(toSupportedLanguage(i18n.language)));
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  const whenLoaded = (then: () => void) => {
    setUnavailable(false);
    load().then(then, () => setUnavailable(true));
  };
  return {
    open,
    setOpen,
    /** Render the (lazy) dialog, in a `Suspense`, once this is true. */
    mounted,
    unavailable,
    /** Mounts the dialog without opening it, then `then` (which opens it by the caller's own state). */
    mount: (then: () => void) =>
      whenLoaded(() => {
        setMounted(true);
        then();
      }),
    show: () =>
      whenLoaded(() => {
        setMounted(true);
        setOpen(true);
      }),
    opener: { 'aria-haspopup': 'dialog', onPointerEnter: prefetch, onFocus: prefetch } as const,
  };
}

/**
 * What a person reads by the button when code fetched on demand (a dialog's, a form's checks) could not be fetched:
 * their connection, then try again.
 */
export function CodeUnavailable() {
  const failure = useFailureText();
  return <Alert variant="error" title={failure.unreachable} />;
}
