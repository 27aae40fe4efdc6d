import { ApiError, createApiClient } from '@holostream/api';
import { createSandbox, SANDBOX_ACCOUNTS, SANDBOX_TOKENS } from '@holostream/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { createDeferredApiClient, type ApiModule } from './deferred-api-client';

function setup({ token = null as string | null } = {}) {
  const sandbox = createSandbox({ passwordIterations: 1, signedInAs: 'demo' });
  const onSessionExpired = vi.fn();
  const load = vi.fn<() => Promise<ApiModule>>(async () => ({ createApiClient }));
  const client = createDeferredApiClient(
    {
      baseUrl: 'http://sandbox.test',
      getToken: () => token,
      onSessionExpired,
      fetch: (request) => sandbox.fetch(request),
    },
    load,
  );
  return { client, load, onSessionExpired };
}

describe('createDeferredApiClient', () => {
  it('loads nothing until the first call, then loads the real client once', async () => {
    const { client, load } = setup();
    expect(load).not.toHaveBeenCalled();
    const [plans, again] = await Promise.all([client.getPlans(), client.getPlans()]);
    expect(plans.map((plan) => plan.name)).toContain('Pro');
    expect(again).toEqual(plans);
    await client.getPlans();
    expect(load).toHaveBeenCalledOnce();
  });

  it('passes the arguments and answers of each operation through', async () => {
    const { client } = setup();
    const { email, password } = SANDBOX_ACCOUNTS.demo;
    const answer = await client.login({ email, password });
    expect(answer).toMatchObject({ type: 'bearer', username: 'demo' });
    expect(answer.token).toEqual(expect.any(String));
  });

  it('rejects with the same ApiError and calls the session-expired handler on 401', async () => {
    const { client, onSessionExpired } = setup({ token: 'oat_sandbox.not-a-token' });
    const failure = client.getSubscriptions();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Session expired' });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('sends the token of the moment with signed-in calls', async () => {
    const { client } = setup({ token: SANDBOX_TOKENS.demo });
    const organisations = await client.getOrganizations();
    expect(Array.isArray(organisations)).toBe(true);
  });

  it('forwards openapi-fetch requests on `raw`', async () => {
    const { client, load } = setup();
    const { data, response } = await client.raw.GET('/v1/plans');
    expect(response.status).toBe(200);
    expect(Array.isArray(data)).toBe(true);
    expect(load).toHaveBeenCalledOnce();
  });

  it('answers every operation of the client, and nothing else', async () => {
    const { client } = setup();
    const real = createApiClient({ baseUrl: 'http://sandbox.test', getToken: () => null, onSessionExpired: vi.fn() });
    for (const name of Object.keys(real).filter((key) => key !== 'raw')) {
      expect(typeof (client as unknown as Record<string, unknown>)[name], name).toBe('function');
    }
    await expect((client as unknown as { nope: () => Promise<unknown> }).nope()).rejects.toThrow(
      'The API client has no "nope".',
    );
  });

  it('surfaces a failed download of the client code to the caller', async () => {
    const client = createDeferredApiClient(
      { baseUrl: 'http://sandbox.test', getToken: () => null, onSessionExpired: () => undefined },
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(client.getPlans()).rejects.toThrow('Failed to fetch dynamically imported module');
  });
});
