import type { UIMatch } from 'react-router';

/**
 * What a route module says of its page in its `handle` (React Router's place for a route's own facts, read through
 * `useMatches`).
 */
export interface SiteHandle {
  /**
   * A page to be read, not used (about, contact, the legal texts): its prerendered HTML ships no app. What it needs
   * works as HTML, CSS and the root's inline script (visitor-check.js).
   */
  document?: boolean;
  /** False where the session-expired modal never shows (docs/product.md §2: the plans, which everyone may see). */
  sessionExpiredModal?: boolean;
}

const handleOf = (match: UIMatch) => (match.handle ?? {}) as SiteHandle;

/** Whether the page of these matches is a document (its leaf route says so). */
export function isDocumentPage(matches: UIMatch[]): boolean {
  return matches.some((match) => handleOf(match).document === true);
}

/** Whether the session-expired modal may show on the page of these matches. */
export function showsSessionExpiredModal(matches: UIMatch[]): boolean {
  return matches.every((match) => handleOf(match).sessionExpiredModal !== false);
}

/** A document's handle. */
export const DOCUMENT: SiteHandle = { document: true };
