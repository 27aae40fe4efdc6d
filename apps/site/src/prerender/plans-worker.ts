/**
 * The plans page's worker (plans-island.ts starts it): asks for the plans and writes their cards' texts off the
 * page's thread. Evaluating the API client builds the contract's schemas (about 200 ms at 4× slower CPU), and the
 * first price written starts the browser's number formatting (ICU, 120–250 ms): on the page's thread, a press waited
 * for them (Lighthouse's phone: TBT 279–413 ms on /plans; 154 ms with this worker, issue 19, goal 6). The page only
 * draws what this answers.
 */
import { createApiClient } from '@holostream/api';
import { siteApiBaseUrl } from '../app/api-base-url';
import { readPlanCards } from './plan-card-texts';

const client = createApiClient({
  baseUrl: siteApiBaseUrl(),
  // The plans are asked for signed out: the page is prerendered for nobody else.
  getToken: () => null,
  onSessionExpired: () => undefined,
});

void readPlanCards(client).then((answer) => postMessage(answer));
