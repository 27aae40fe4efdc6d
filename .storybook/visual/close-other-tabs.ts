import type { BrowserCommand } from 'vitest/node';
import type {} from '@vitest/browser-playwright';

/**
 * Closes the tabs a story opened (a `target="_blank"` link it clicked). The test page would
 * otherwise stay in the background, where Chromium draws frames slowly: every later screenshot
 * took 3 s instead of 0.1 s.
 */
export const closeOtherTabs: BrowserCommand<[]> = async ({ context, page }) => {
  const others = context.pages().filter((tab) => tab !== page);
  await Promise.all(others.map((tab) => tab.close()));
  if (others.length > 0) await page.bringToFront();
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    closeOtherTabs: () => Promise<void>;
  }
}
