import { ApiError, createApiClient } from '@holostream/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider } from './api-client-context';
import { useSubscribe } from './subscription';

const failure = (kind: ApiError['kind'], status: number) =>
  new ApiError({ kind, status, message: kind, path: '/v1/subscription', method: 'POST' });

/** A client whose subscribe answers in turn from `answers` and records the keys it was sent. */
function setup(answers: (ApiError | 'ok')[]) {
  const keys: (string | undefined)[] = [];
  // The client as the site has it, on a stand-in server that answers in turn.
  const client = createApiClient({
    baseUrl: 'https://api.test',
    getToken: () => 'token',
    onSessionExpired: () => undefined,
    fetch: (request) => {
      keys.push(request.headers.get('Idempotency-Key') ?? undefined);
      const answer = answers.shift() ?? 'ok';
      return answer === 'ok' ? Promise.resolve(Response.json({ message: 'Subscribed' })) : Promise.reject(answer);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useSubscribe(), { wrapper });
  const press = (planId: number) => act(() => result.current.mutateAsync(planId).catch(() => undefined));
  return { keys, press };
}

describe('useSubscribe: one Idempotency-Key per intent', () => {
  it('keeps the key while no answer arrived (timeout, network), and starts a new one after an answer', async () => {
    const { keys, press } = setup([failure('timeout', 0), failure('network', 0), 'ok', failure('http', 402)]);
    await press(3);
    await press(3);
    await press(3);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    await press(3);
    expect(keys[3]).not.toBe(keys[0]);
    await press(3);
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('gives another plan another intent', async () => {
    const { keys, press } = setup([failure('timeout', 0), failure('timeout', 0)]);
    await press(2);
    await press(3);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
