// @vitest-environment jsdom -- the page has an origin, as in component tests.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sandboxHandlers } from './msw';
import { validateAgainstContract } from './test-support/contract-validator';

const server = setupServer(...sandboxHandlers({ passwordIterations: 1000 }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

it('answers requests to the page origin and no other', async () => {
  const response = await fetch(new URL('/v1/plans', location.origin));
  expect(response.status).toBe(200);
  expect(await validateAgainstContract('GET', '/v1/plans', response)).toHaveLength(4);
  await expect(fetch('https://api.other.test/v1/plans')).rejects.toThrow();
});
