import { createApiClient } from '@holostream/api';
import { createSandbox, PLAN_IDS, SANDBOX_TOKENS, type ScenarioName } from '@holostream/sandbox';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { checkCheckout } from './checkout-plan';

/** The checkout check against the sandbox, signed in as the demo account (Pro) in `scenarios`. */
function check(planId: number, scenarios: ScenarioName[] = []) {
  const sandbox = createSandbox({ scenarios, signedInAs: 'demo', log: () => undefined });
  const client = createApiClient({
    baseUrl: 'https://api.test',
    getToken: () => SANDBOX_TOKENS.demo,
    onSessionExpired: () => undefined,
    fetch: (request) => sandbox.fetch(request),
  });
  return checkCheckout(new QueryClient({ defaultOptions: { queries: { retry: false } } }), client, planId);
}

describe('checkCheckout', () => {
  it('refuses the plan the person holds, and sells another', async () => {
    expect(await check(PLAN_IDS.pro)).toEqual({ ok: false, refusal: 'current-plan' });
    expect(await check(PLAN_IDS.developer)).toEqual({ ok: true });
    expect(await check(PLAN_IDS.pro, ['scheduled-cancel'])).toEqual({ ok: false, refusal: 'current-plan' });
  });

  it.each(['subscription-cancelled', 'subscription-removed'] as const)(
    'sells Pro again after it ended (%s): an ended plan is not held',
    async (scenario) => {
      expect(await check(PLAN_IDS.pro, [scenario])).toEqual({ ok: true });
      // The free plan is what the person holds now.
      expect(await check(PLAN_IDS.free, [scenario])).toEqual({ ok: false, refusal: 'current-plan' });
    },
  );
});
