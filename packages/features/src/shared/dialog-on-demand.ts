import { useState } from 'react';

/**
 * A dialog whose code is its own chunk (docs/architecture.md, "Dialogs on demand"): `load` (the dialog's module) is
 * fetched as soon as the button that opens it is pointed at or focused (`opener`, spread on that button); the dialog
 * is mounted the first time it opens (`show`) and kept, so that it closes and returns focus as a dialog does.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const prefetch = () => void load();
  return {
    open,
    setOpen,
    /** Render the (lazy) dialog, in a `Suspense`, once this is true. */
    mounted,
    /** Mounts the dialog without opening it (a caller that opens it by other state). */
    mount: () => setMounted(true),
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    opener: { 'aria-haspopup': 'dialog', onPointerEnter: prefetch, onFocus: prefetch } as const,
  };
}
