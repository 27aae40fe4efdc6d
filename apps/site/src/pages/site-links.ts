/**
 * External addresses the public pages link to.
 *
 * These are clearly-marked EXAMPLE values (the reserved `.example` domains never resolve): the real
 * contact form, video, partner page, website and support address are supplied at deploy time by
 * replacing this module. Keep every external URL of the public pages here so there is one place to
 * change them.
 */

/** The external contact form (Contact page), opened in a new tab. */
export const CONTACT_FORM_URL = 'https://forms.example.com/holostream-contact';

/** Support address shown on the Legal page and the Contact page (a `mailto:` link). */
export const SUPPORT_EMAIL = 'support@holostream.example';

/** The public website named on the Legal and Commercial disclosure pages. */
export const WEBSITE_URL = 'https://holostream.example';

/** Learn-more page of the one-to-one hologram meeting system built with our partner. */
export const MEETING_SYSTEM_URL = 'https://partner.example.com/hologram-meetings';

/** Embed address of the demo video; loaded into an iframe only after the visitor presses play. */
export const DEMO_VIDEO_EMBED_URL = 'https://video.example.com/embed/holostream-demo?autoplay=1';

/** `mailto:` link for an address. */
export function mailto(address: string): string {
  return `mailto:${address}`;
}
