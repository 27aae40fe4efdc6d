import { createApiClient } from '@holostream/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from './api-client-context';
import { usePurchase, type HandleNextAction } from './purchase';

type Answer = { status: number; body: unknown };

const PRO = 3;
const bought: Answer = { status: 200, body: { message: 'Subscribed' } };
const needsStep = (clientSecret?: string): Answer => ({
  status: 402,
  body: { message: 'Your bank asks you to confirm this payment', ...(clientSecret ? { clientSecret } : {}) },
});
const subscriptions = (subTierId: number, status: string): Answer => ({
  status: 200,
  body: [{ subTierId, status, startDate: '2026-11-01T00:00:00Z', endDate: null }],
});

/** The purchase hook on a stand-in server: POST /v1/subscription and GET /v1/subscription answer from the lists. */
function setup(answers: { subscribe: Answer[]; readBack?: Answer[] }, handleNextAction: HandleNextAction) {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.test',
    getToken: () => 'token',
    onSessionExpired: () => undefined,
    fetch: async (request) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(call);
      const list = call === 'POST /v1/subscription' ? answers.subscribe : (answers.readBack ?? []);
      const answer = list.shift() ?? { status: 200, body: [] };
      return Response.json(answer.body, { status: answer.status });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => usePurchase(handleNextAction), { wrapper });
  return { result, calls };
}

const noStep: HandleNextAction = () => Promise.reject(new Error('no extra step was expected'));

describe('usePurchase: the purchase as one flow', () => {
  it('is bought when the server takes the payment', async () => {
    const { result } = setup({ subscribe: [bought] }, noStep);
    await expect(act(() => result.current.purchase(PRO))).resolves.toEqual({ kind: 'bought' });
  });

  it('runs the extra step of a 402 in the page and is bought once the server reads back the plan, active', async () => {
    const step = vi.fn<HandleNextAction>().mockResolvedValue({ paymentStatus: 'succeeded' });
    const { result, calls } = setup(
      { subscribe: [needsStep('pi_1_secret_2')], readBack: [subscriptions(PRO, 'ACTIVE')] },
      step,
    );
    await expect(act(() => result.current.purchase(PRO))).resolves.toEqual({ kind: 'bought' });
    expect(step).toHaveBeenCalledWith('pi_1_secret_2');
    expect(calls.at(-1)).toBe('GET /v1/subscription');
  });

  it('reads the subscription back when the payment says nothing usable, and believes only the plan bought, active', async () => {
    const step: HandleNextAction = () => Promise.resolve({ paymentStatus: 'requires_action' });
    const active = setup({ subscribe: [needsStep('s')], readBack: [subscriptions(PRO, 'ACTIVE')] }, step);
    await expect(act(() => active.result.current.purchase(PRO))).resolves.toEqual({ kind: 'bought' });
    expect(active.calls).toContain('GET /v1/subscription');

    const other = setup({ subscribe: [needsStep('s')], readBack: [subscriptions(2, 'ACTIVE')] }, step);
    await expect(act(() => other.result.current.purchase(PRO))).resolves.toEqual({
      kind: 'extra-step-needed',
      serverMessage: 'Your bank asks you to confirm this payment',
    });
  });

  it('needs the extra step (with the server message) when it could not run, failed, or the 402 carried no secret', async () => {
    const refused = setup({ subscribe: [needsStep('s')] }, () => Promise.resolve(null));
    await expect(act(() => refused.result.current.purchase(PRO))).resolves.toMatchObject({ kind: 'extra-step-needed' });
    const failed = setup({ subscribe: [needsStep('s')] }, () => Promise.resolve({ paymentStatus: 'canceled' }));
    await expect(act(() => failed.result.current.purchase(PRO))).resolves.toMatchObject({ kind: 'extra-step-needed' });
    const bare = setup({ subscribe: [needsStep()] }, noStep);
    await expect(act(() => bare.result.current.purchase(PRO))).resolves.toMatchObject({ kind: 'extra-step-needed' });
  });

  it('fails with the error for any other answer', async () => {
    const { result } = setup({ subscribe: [{ status: 500, body: { message: 'Down' } }] }, noStep);
    const outcome = await act(() => result.current.purchase(PRO));
    expect(outcome).toMatchObject({ kind: 'failed', error: expect.objectContaining({ status: 500 }) });
  });

  it('is busy through the extra step, and a second press meanwhile buys nothing', async () => {
    let pass: (value: { paymentStatus: string }) => void = () => undefined;
    const step: HandleNextAction = () => new Promise((resolve) => (pass = resolve));
    const { result, calls } = setup({ subscribe: [needsStep('s')], readBack: [subscriptions(PRO, 'ACTIVE')] }, step);
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.purchase(PRO);
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await expect(act(() => result.current.purchase(PRO))).resolves.toBeUndefined();
    await act(async () => {
      pass({ paymentStatus: 'succeeded' });
      await first;
    });
    await expect(first).resolves.toEqual({ kind: 'bought' });
    expect(result.current.busy).toBe(false);
    expect(calls.filter((call) => call === 'POST /v1/subscription')).toHaveLength(1);
  });

  it('buys nothing more once bought: a double click whose second press comes after the answer', async () => {
    const { result, calls } = setup(
      { subscribe: [bought, { status: 400, body: { message: 'Already on it' } }] },
      noStep,
    );
    await expect(act(() => result.current.purchase(PRO))).resolves.toEqual({ kind: 'bought' });
    await expect(act(() => result.current.purchase(PRO))).resolves.toBeUndefined();
    expect(calls.filter((call) => call === 'POST /v1/subscription')).toHaveLength(1);
  });
});
