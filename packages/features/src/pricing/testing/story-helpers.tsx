import { createApiClient } from '@holostream/api';
import { SANDBOX_TOKENS, PLAN_IDS, type SandboxStore, type SandboxUsername } from '@holostream/sandbox';
import { sandboxHandlers, type SandboxHandlersOptions } from '@holostream/sandbox/msw';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiClientProvider } from '../../shared';

/** `parameters.pricing` of a story using `withSandboxUser`. */
export interface PricingStoryParameters {
  /** Signed in as this sandbox account (with `sandbox({ signedInAs })`); signed out when absent. */
  signedInAs?: SandboxUsername;
}

/** `parameters.msw` for a story: a sandbox world with a quiet log. */
export function sandbox(options: SandboxHandlersOptions = {}) {
  return { handlers: sandboxHandlers({ passwordIterations: 1000, log: () => undefined, ...options }) };
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

/** Stands in for the pages the plan buttons lead to: the heading is the path, then the navigation state. */
export function Destination() {
  const location = useLocation();
  return (
    <section aria-labelledby="destination-title" className="grid gap-2 p-6">
      <h1 id="destination-title" className="text-2xl font-semibold">
        {location.pathname}
      </h1>
      <p className="font-mono text-sm">{JSON.stringify(location.state)}</p>
    </section>
  );
}
