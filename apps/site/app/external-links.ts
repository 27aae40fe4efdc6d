import { STRIPE_LINK_HOSTS } from '@holostream/features/shared';

/**
 * External addresses the public pages link to: build settings (build-settings.ts), required in production; the
 * demo build uses clearly-marked example values (reserved `.example` hosts that never resolve). Keep every
 * external address of the pages here so there is one place that reads them.
 */

/** The external contact form (Contact page), opened in a new tab. */
export const CONTACT_FORM_URL = import.meta.env.VITE_CONTACT_FORM_URL;

/** Support address shown on the Legal page and the Contact page (a `mailto:` link). */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL;

/** The public website named on the Legal and Commercial disclosure pages. */
export const WEBSITE_URL = import.meta.env.VITE_WEBSITE_URL;

/** Learn-more page of the one-to-one hologram meeting system built with our partner. */
export const MEETING_SYSTEM_URL = import.meta.env.VITE_MEETING_SYSTEM_URL;

/** Embed address of the demo video; loaded into an iframe only after the visitor presses play. */
export const DEMO_VIDEO_EMBED_URL = import.meta.env.VITE_DEMO_VIDEO_EMBED_URL;

/** The iOS capture app's beta-testing program (the Getting started tab). */
export const IOS_BETA_URL = import.meta.env.VITE_IOS_BETA_URL;

/**
 * The hosts the API's links may send a person to: Stripe's invoice and payment pages, and the download service. Any
 * other invoice, payment or download link is not shown (the site's own origin, the sandbox's in the demo, is always
 * allowed).
 */
export const TRUSTED_LINK_HOSTS: readonly string[] = [
  ...STRIPE_LINK_HOSTS,
  new URL(import.meta.env.VITE_DOWNLOAD_ORIGIN).host,
];

/** `mailto:` link for an address. */
export function mailto(address: string): string {
  return `mailto:${address}`;
}
