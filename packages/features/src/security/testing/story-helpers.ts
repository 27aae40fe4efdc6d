/** Story helpers of the security feature (Storybook only). */
import { expect } from 'storybook/test';

export const JAPANESE = { locale: 'ja' };
export const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** At phone width (390 px), nothing sticks out sideways. */
export async function fitsThePhone() {
  await expect(window.innerWidth).toBeLessThanOrEqual(390);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
