/**
 * Sign-ins worth a second look on the Security tab: another session created in the last 7 days ("New"), or seen from
 * another country than the current session ("Different country"). Nothing is flagged on missing data: an unknown
 * date or country is not a reason to worry a person.
 */
import type { Session } from '@holostream/api';

const REVIEW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SignInFlags {
  /** Created in the last 7 days. */
  isNew: boolean;
  /** Its country differs from the current session's. */
  otherCountry: boolean;
}

const countryOf = (session: Session | undefined) => {
  const country = session?.details.country?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
};

/** The flags of `session` against the current session, at `now`; the current session itself is never flagged. */
export function signInFlags(session: Session, current: Session | undefined, now: Date): SignInFlags {
  if (session.currentSession) return { isNew: false, otherCountry: false };
  const created = Date.parse(session.createdAt);
  const age = now.getTime() - created;
  const here = countryOf(current);
  const there = countryOf(session);
  return {
    isNew: Number.isFinite(age) && age >= 0 && age < REVIEW_DAYS * DAY_MS,
    otherCountry: here !== null && there !== null && here !== there,
  };
}

/** Whether any flag is raised. */
export const isFlagged = (flags: SignInFlags) => flags.isNew || flags.otherCountry;
