import type { Plan } from '@holostream/api';

/**
 * What the plans page's own script (plans-island.ts) did before the app loaded, for the app to take on
 * (main.tsx): the plans it drew into the prerendered page, or the answer it is still waiting for.
 * One module shared by both scripts, so one value per page load.
 */
export type PlansBeforeApp =
  /** Not on the plans page, or the page was not this visitor's (the app loads the plans itself). */
  | { state: 'none' }
  /** Asked: resolves with the plans, or null when they could not be had (the app asks again and says so). */
  | { state: 'asked'; plans: Promise<Plan[] | null> }
  /** Drawn into the page: the app's first render must show exactly these. */
  | { state: 'shown'; plans: Plan[] };

let current: PlansBeforeApp = { state: 'none' };

export function plansBeforeApp(): PlansBeforeApp {
  return current;
}

export function setPlansBeforeApp(next: PlansBeforeApp): void {
  current = next;
}
