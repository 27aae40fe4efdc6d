// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandboxFixtures, SANDBOX_FIXED_NOW } from './fixtures';
import { SANDBOX_DEMO_TOKEN } from './seed';
import { validateAgainstContract } from './test-support/contract-validator';
import { call, ORIGIN, testSandbox } from './test-support/sandbox-client';

const now = () => SANDBOX_FIXED_NOW;

describe('fixtures', () => {
  const fixtures = sandboxFixtures({ origin: ORIGIN });

  it.each([
    ['GET', '/v1/plans', fixtures.plans],
    ['GET', '/v1/subscription', fixtures.subscriptions],
    ['GET', '/v1/subscription/preview/2', fixtures.previews[2]],
    ['GET', '/v1/billing/payment/method', fixtures.paymentMethod],
    ['GET', '/v1/billing/history', fixtures.billingHistory],
    ['GET', '/v1/user/org', fixtures.organizations],
    ['GET', '/v1/org/1/member', fixtures.members],
    ['GET', '/v1/user/invitation-code', fixtures.invitationCode],
    ['GET', '/v1/live/sessions', fixtures.usage],
    ['GET', '/v1/user/auth/sessions', fixtures.sessions],
    ['GET', '/v1/downloads/plugin', fixtures.downloads.plugin],
    ['POST', '/v1/user/auth', fixtures.loginResponse],
  ])('%s %s satisfies the contract', async (method, path, body) => {
    await expect(validateAgainstContract(method, path, Response.json(body))).resolves.toEqual(body);
  });

  it('are what the sandbox answers for the same world', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now });
    const get = async (path: string) => (await call(sandbox, 'GET', path, { token: SANDBOX_DEMO_TOKEN })).body;
    expect(await get('/v1/user/auth/sessions')).toEqual(fixtures.sessions);
    expect(await get('/v1/plans')).toEqual(fixtures.plans);
    expect(await get('/v1/subscription')).toEqual(fixtures.subscriptions);
    expect(await get('/v1/subscription/preview/3')).toEqual(fixtures.previews[3]);
    expect(await get('/v1/billing/payment/method')).toEqual(fixtures.paymentMethod);
    expect(await get('/v1/billing/history')).toEqual(fixtures.billingHistory);
    expect(await get('/v1/user/org')).toEqual(fixtures.organizations);
    expect(await get(`/v1/org/${fixtures.organizations[0]?.id}/member`)).toEqual(fixtures.members);
    expect(await get('/v1/user/invitation-code')).toEqual(fixtures.invitationCode);
    expect(await get('/v1/live/sessions?startMonth=1&startYear=2024&endMonth=7&endYear=2025')).toEqual(fixtures.usage);
    expect(fixtures.loginResponse.token).toBe(SANDBOX_DEMO_TOKEN);
  });

  it('follow scenarios and stay the same from one build to the next', () => {
    const empty = sandboxFixtures({ scenarios: ['empty', 'no-payment-method', 'no-organization'] });
    expect(empty).toMatchObject({
      sessions: [],
      billingHistory: [],
      paymentMethod: null,
      organizations: [],
      members: [],
    });
    expect(empty.usage.data).toEqual([]);
    expect(sandboxFixtures()).toEqual(sandboxFixtures());
    expect(sandboxFixtures({ user: 'alex' }).subscriptions).toEqual([]);
  });
});
