import { Button } from '@holostream/design-system';
import type { ReactNode } from 'react';

export interface AuthSubmitProps {
  /** The page has hydrated: a press before then sends nothing (the form's `ready`). */
  ready: boolean;
  /** The request is on its way. */
  busy: boolean;
  /** What the button says while busy ("Signing in…"). */
  busyLabel: string;
  children: ReactNode;
}

/** The full-width submit button of an auth form: off until the page has hydrated, busy while sending. */
export function AuthSubmit({ ready, busy, busyLabel, children }: AuthSubmitProps) {
  return (
    <Button type="submit" className="w-full" disabled={!ready} loading={busy} loadingLabel={busyLabel}>
      {children}
    </Button>
  );
}
