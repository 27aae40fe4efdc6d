// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandboxFixtures, SANDBOX_FIXED_NOW } from './fixtures';
import { SANDBOX_DEMO_TOKEN } from './seed';
import { validateAgainstContract } from './test-support/contract-validator';
import { call, testSandbox } from './test-support/sandbox-client';

const now = () => SANDBOX_FIXED_NOW;

describe('fixtures', () => {
  const fixtures = sandboxFixtures();

  it.each([
    ['GET', '/v1/plans', fixtures.plans],
    ['GET', '/v1/subscription', fixtures.subscriptions],
    ['GET', '/v1/user/auth/sessions', fixtures.sessions],
  ])('%s %s satisfies the contract', async (method, path, body) => {
    await expect(validateAgainstContract(method, path, Response.json(body))).resolves.toEqual(body);
  });

  it('are what the sandbox answers for the same world', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now });
    const get = async (path: string) => (await call(sandbox, 'GET', path, { token: SANDBOX_DEMO_TOKEN })).body;
    expect(await get('/v1/user/auth/sessions')).toEqual(fixtures.sessions);
    expect(await get('/v1/plans')).toEqual(fixtures.plans);
    expect(await get('/v1/subscription')).toEqual(fixtures.subscriptions);
  });

  it('follow scenarios and stay the same from one build to the next', () => {
    expect(sandboxFixtures({ scenarios: ['empty'] }).sessions).toEqual([]);
    expect(sandboxFixtures()).toEqual(sandboxFixtures());
    expect(sandboxFixtures({ user: 'alex' }).subscriptions).toEqual([]);
  });
});
