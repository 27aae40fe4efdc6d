import type { Browser, BrowserContext } from '@playwright/test';

/** The phone the public pages are measured and pressed on: 390 × 844, touch, English. */
export const PHONE = {
  locale: 'en-US',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

/** A fresh browser context of that phone (no storage, no cache: a first visit). */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(PHONE);
}
