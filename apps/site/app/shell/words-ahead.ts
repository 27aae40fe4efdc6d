import { preloadTexts, type Language } from '@holostream/features/shared';

/** The route modules of the pages ahead: run once their code is here, they declare the namespaces of their words. */
const ROUTES_AHEAD = [
  () => import('../routes/home'),
  () => import('../routes/about'),
  () => import('../routes/plans'),
  () => import('../routes/contact'),
  () => import('../routes/legal'),
  () => import('../routes/commercial-disclosure'),
];

/** The words of the pages ahead (pages-ahead.tsx) in `language`, once their code has run. */
export async function fetchWordsAhead(language: Language): Promise<void> {
  await Promise.all(ROUTES_AHEAD.map((load) => load()));
  await preloadTexts(language);
}
