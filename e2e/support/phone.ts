/** The phone the public pages are measured and pressed on: 390 × 844, touch, English. */
export const PHONE = {
  locale: 'en-US',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;
