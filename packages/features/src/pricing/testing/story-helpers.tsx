import { createApiClient } from '@holostream/api';
import { SANDBOX_TOKENS, PLAN_IDS, type SandboxStore, type SandboxUsername } from '@holostream/sandbox';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../../shared';

/** `parameters.pricing` of a story using `withSandboxUser`. */
export interface PricingStoryParameters {
  /** Signed in as this sandbox account (with `sandbox({ signedInAs })`); signed out when absent. */
  signedInAs?: SandboxUsername;
}

function SignedInClient({ username, children }: { username: SandboxUsername; children: ReactNode }) {
  // The account's fixed sandbox token, in this client only: nothing leaks into other stories.
  const [client] = useState(() =>
    createApiClient({
      baseUrl: window.location.origin,
      getToken: () => SANDBOX_TOKENS[username],
      onSessionExpired: () => undefined,
    }),
  );
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

/** Storybook decorator: an API client signed in as `parameters.pricing.signedInAs`, if set. */
export const withSandboxUser: Decorator = (Story, context) => {
  const { signedInAs } = (context.parameters.pricing ?? {}) as PricingStoryParameters;
  return signedInAs ? (
    <SignedInClient username={signedInAs}>
      <Story />
    </SignedInClient>
  ) : (
    <Story />
  );
};

/** A sandbox `customize` that puts an account's current subscription on another plan. */
export function onPlan(username: SandboxUsername, planId: number) {
  return (store: SandboxStore) => {
    const account = store.accounts.find((candidate) => candidate.username === username);
    const first = account ? store.subscriptions[account.id]?.[0] : undefined;
    if (!first) throw new Error(`The sandbox has no subscription for ${username}`);
    first.subTierId = planId;
  };
}

/** A sandbox `customize` with feature values the seed lacks: team sizes 0 and 'unlimited', word grades. */
export function withFeatureVariety(store: SandboxStore) {
  for (const plan of store.plans) {
    if (plan.id === PLAN_IDS.developer) {
      plan.features = { ...plan.features, maxTeamSize: 'unlimited', textureQuality: 'Basic' };
    }
    if (plan.id === PLAN_IDS.pro) {
      plan.features = { ...plan.features, maxTeamSize: 0, monthlyUsageLimit: 0, textureQuality: 'Full HD' };
    }
  }
}
