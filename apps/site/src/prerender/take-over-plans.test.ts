import { createApiClient, type Plan } from '@holostream/api';
import { queryKeys } from '@holostream/features/shared';
import { SANDBOX_PLANS } from '@holostream/sandbox';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlansBeforeApp } from './plans-before-app';
import { takeOverPlans } from './take-over-plans';

const plans = SANDBOX_PLANS as Plan[];

/** The site's client, its server answering GET /v1/plans with the first plan alone; `getPlans` counts the asks. */
function services() {
  const getPlans = vi.fn(async (_request: Request) => Response.json([plans[0]]));
  const apiClient = createApiClient({
    baseUrl: 'http://sandbox.test',
    getToken: () => null,
    onSessionExpired: () => undefined,
    fetch: getPlans,
  });
  return { queryClient: new QueryClient(), apiClient, getPlans };
}

describe('takeOverPlans (the app takes over what the plans page drew)', () => {
  afterEach(() => setPlansBeforeApp({ state: 'none' }));

  it('starts with the plans that were drawn, without asking again', () => {
    const { queryClient, apiClient, getPlans } = services();
    setPlansBeforeApp({ state: 'shown', plans });
    takeOverPlans({ queryClient, apiClient });
    expect(queryClient.getQueryData(queryKeys.plans)).toBe(plans);
    expect(getPlans).not.toHaveBeenCalled();
  });

  it('waits for the answer already asked for, rather than asking twice', async () => {
    const { queryClient, apiClient, getPlans } = services();
    let answer: (plans: Plan[]) => void = () => undefined;
    setPlansBeforeApp({ state: 'asked', plans: new Promise((resolve) => (answer = resolve)) });
    takeOverPlans({ queryClient, apiClient });
    answer(plans);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.plans)).toBe(plans));
    expect(getPlans).not.toHaveBeenCalled();
  });

  it('asks itself when that answer failed', async () => {
    const { queryClient, apiClient, getPlans } = services();
    setPlansBeforeApp({ state: 'asked', plans: Promise.resolve(null) });
    takeOverPlans({ queryClient, apiClient });
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.plans)).toEqual([plans[0]]));
    expect(getPlans).toHaveBeenCalledOnce();
  });

  it('does nothing on any other page', () => {
    const { queryClient, apiClient, getPlans } = services();
    takeOverPlans({ queryClient, apiClient });
    expect(queryClient.getQueryState(queryKeys.plans)).toBeUndefined();
    expect(getPlans).not.toHaveBeenCalled();
  });
});
