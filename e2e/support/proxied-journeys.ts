/**
 * The journeys that run through Prism's validating proxy (e2e/prism/playwright.config.ts, `npm run test:e2e:prism`):
 * every request the site sends and every answer the sandbox gives is checked against openapi.yaml while they run.
 * The desktop project of `npm run test:e2e` leaves them out, so each runs once in `npm test` (running them twice
 * cost about 4.5 minutes); checkout also runs at phone size there.
 */
export const PROXIED_JOURNEYS = [
  'auth.spec.ts',
  'account.spec.ts',
  'billing.spec.ts',
  'checkout.spec.ts',
  'feedback.spec.ts',
  'security.spec.ts',
  'team.spec.ts',
  'usage.spec.ts',
  'getting-started.spec.ts',
];
