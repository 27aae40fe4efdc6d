import { freemem, loadavg } from 'node:os';
import type { BrowserCommand } from 'vitest/node';
import type {} from '@vitest/browser-playwright';

/** What `keepTestPageInFront` did, and the machine's state, for the log when a story failed. */
export interface TestPageReport {
  /** Tabs a story opened (a `target="_blank"` link it clicked), now closed. */
  closedTabs: number;
  /** The machine's load average over the last minute, and its free memory in MB. */
  load: number;
  freeMegabytes: number;
}

/**
 * Closes the tabs a story opened and brings the test page to the front when it may not be there (a tab was closed,
 * or the story's frame saw itself hidden). A page left in the background draws frames slowly or not at all: every
 * later screenshot slows down, and what waits for a frame waits until it times out.
 */
export const keepTestPageInFront: BrowserCommand<[hidden: boolean]> = async (
  { context, page },
  hidden,
): Promise<TestPageReport> => {
  const others = context.pages().filter((tab) => tab !== page);
  await Promise.all(others.map((tab) => tab.close()));
  if (others.length > 0 || hidden) await page.bringToFront();
  return { closedTabs: others.length, load: loadavg()[0] ?? 0, freeMegabytes: Math.round(freemem() / 2 ** 20) };
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    keepTestPageInFront: (hidden: boolean) => Promise<TestPageReport>;
  }
}
