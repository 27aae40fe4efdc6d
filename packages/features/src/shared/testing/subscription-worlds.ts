/**
 * Sandbox worlds of a subscription's life that no scenario seeds alone, for stories and tests of every screen that
 * shows it. Storybook and tests only (they pull in the sandbox's types).
 */
import type { SandboxHandlersOptions } from '@holostream/sandbox/msw';
import type { SandboxStore } from '@holostream/sandbox';

/**
 * The demo account right after a 402 at checkout on the free plan: the Pro purchase waits for the extra step
 * (a `requires_action` bill, a minute old), the plan is still the free one.
 */
export const PAYMENT_WAITING: SandboxHandlersOptions = {
  scenarios: ['free-plan'],
  customize: (store: SandboxStore) => {
    const demo = store.accounts.find((account) => account.username === 'demo');
    if (!demo) throw new Error('The sandbox has no demo account');
    store.billing.unshift({
      id: 90_010,
      accountId: demo.id,
      created: Date.now() - 60_000,
      description: 'Pro plan (monthly)',
      amount: 4900,
      currency: 'usd',
      status: 'requires_action',
    });
  },
};
