/**
 * The inventory of screen states, read from docs/states.md: one entry per key, under its area's heading. Every key
 * must be named at the start of the JSDoc of at least one story; `states-inventory.test.ts` fails when one is not,
 * and the review pages list each key with links to its stories.
 */
import inventory from '../../docs/states.md?raw';

export interface ScreenState {
  /** Stable key, e.g. `general.cancel.confirm`. */
  key: string;
  /** Where it lives: the heading it stands under (one review page per area, and per account tab). */
  area: string;
  /** The inventory's line. */
  description: string;
}

const KEY = /^[a-z][\w-]*(?:\.[\w-]+)*$/;

/**
 * The keys a line names before what they show: `general.cancel.confirm / general.cancel.busy — …`, and
 * `billing.status.{succeeded,canceled} — …` for one per value.
 */
function keysOf(line: string): string[] {
  const lead = line.split(' — ')[0] ?? '';
  return lead
    .split(' / ')
    .map((part) => part.trim().split(' ')[0] ?? '')
    .flatMap((word) => {
      const braces = /^(.*)\{([^}]+)\}$/.exec(word);
      return braces ? (braces[2] ?? '').split(',').map((value) => `${braces[1]}${value}`) : [word];
    })
    .filter((word) => KEY.test(word));
}

export function parseStates(markdown: string): ScreenState[] {
  const states: ScreenState[] = [];
  let area = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) area = line.slice(3).trim();
    else if (line.startsWith('- ') && area) {
      const description = line.slice(2).trim();
      for (const key of keysOf(description)) states.push({ key, area, description });
    }
  }
  return states;
}

export const SCREEN_STATES: readonly ScreenState[] = parseStates(inventory);
