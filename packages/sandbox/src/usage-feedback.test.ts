// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TITLE_MAX_LENGTH, feedbackFormSchema, textLength, type UsageResponse } from '@holostream/api';
import { SANDBOX_DEMO_TOKEN } from './seed';
import { call, testClock, testSandbox } from './test-support/sandbox-client';

const token = SANDBOX_DEMO_TOKEN;

describe('usage', () => {
  it('answers the last 6 months without a range, oldest first', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now });
    const { body } = await call<UsageResponse>(sandbox, 'GET', '/v1/live/sessions', { token });
    expect(body.data.map((record) => `${record.year}-${record.month}`)).toEqual([
      '2025-2',
      '2025-3',
      '2025-4',
      '2025-5',
      '2025-6',
      '2025-7',
    ]);
  });

  it('answers 12 seeded months in a year-long range, one month without streaming left out', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now });
    const { body } = await call<UsageResponse>(
      sandbox,
      'GET',
      '/v1/live/sessions?startMonth=8&startYear=2024&endMonth=7&endYear=2025',
      { token },
    );
    expect(body.data).toHaveLength(11);
    expect(body.data.some((record) => record.year === 2024 && record.month === 12)).toBe(false);
    expect(body.data.every((record) => record.totalTime > 0)).toBe(true);
  });

  it('is empty in the no-usage scenario', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['no-usage'] });
    expect((await call(sandbox, 'GET', '/v1/live/sessions', { token })).body).toEqual({ data: [] });
  });

  it.each([
    ['startMonth=1&startYear=2025', 'Send all four of startMonth, startYear, endMonth and endYear, or none'],
    ['startMonth=6&startYear=2025&endMonth=1&endYear=2025', 'The start month must not be after the end month'],
    ['startMonth=13&startYear=2025&endMonth=1&endYear=2025', 'startMonth must be a month from 1 to 12'],
    ['startMonth=1&startYear=2019&endMonth=1&endYear=2025', 'startYear must be a year from 2020'],
    ['startMonth=x&startYear=2025&endMonth=1&endYear=2025', 'startMonth must be a month from 1 to 12'],
    ['startMonth=1&startYear=2025&endMonth=1&endYear=2031', 'The range cannot go past the current month'],
  ])('answers 400 for %s', async (query, message) => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: testClock().now });
    const result = await call<{ errors: string[] }>(sandbox, 'GET', `/v1/live/sessions?${query}`, { token });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]).toBe(message);
  });
});

describe('usage on the calendar of a UTC server', () => {
  // 00:30 on 1 December in Tokyo: still November in UTC.
  const firstInTokyo = () => testClock('2026-11-30T15:30:00.000Z').now;
  const range = (endMonth: number) => `/v1/live/sessions?startMonth=6&startYear=2026&endMonth=${endMonth}&endYear=2026`;

  it('answers a range up to the UTC month, and refuses the month a visitor ahead of UTC has reached', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', now: firstInTokyo() });
    expect((await call(sandbox, 'GET', range(11), { token })).status).toBe(200);
    const ahead = await call<{ errors: string[] }>(sandbox, 'GET', range(12), { token });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors[0]).toBe('The range cannot go past the current month');
  });
});

describe('feedback', () => {
  const valid = { categoryId: 4, title: 'Great streaming quality', body: 'The 4K textures look amazing.' };

  it('stores the feedback, trimmed', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const result = await call(sandbox, 'POST', '/v1/feedback', { token, json: { ...valid, title: '  Hi  ' } });
    expect(result.status).toBe(200);
    expect((await sandbox.store()).feedback[0]).toMatchObject({ categoryId: 4, title: 'Hi' });
  });

  it.each([
    ['130 smileys', '😀'.repeat(130)],
    ['60 families', '👨‍👩‍👧‍👦'.repeat(60)],
    ['255 flags halves', '🇯'.repeat(255)],
    ['36 families and 3 letters', `${'👨‍👩‍👧‍👦'.repeat(36)}abc`],
    ['256 smileys', '😀'.repeat(256)],
    ['combining accents', 'e\u0301'.repeat(128)],
  ])('agrees with the form on a title of %s: both count code points', async (_, title) => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const accepted = (await call(sandbox, 'POST', '/v1/feedback', { token, json: { ...valid, title } })).status === 200;
    expect(accepted).toBe(textLength(title) <= FEEDBACK_TITLE_MAX_LENGTH);
    expect(feedbackFormSchema.safeParse({ ...valid, title }).success).toBe(accepted);
  });

  it('limits the rate: the fourth within a minute answers 429 with Retry-After, later ones pass again', async () => {
    const clock = testClock();
    const sandbox = testSandbox({ signedInAs: 'demo', now: clock.now });
    for (let index = 0; index < 3; index += 1) {
      expect((await call(sandbox, 'POST', '/v1/feedback', { token, json: valid })).status).toBe(200);
      clock.advance(10_000);
    }
    const limited = await call(sandbox, 'POST', '/v1/feedback', { token, json: valid });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect((await sandbox.store()).feedback).toHaveLength(3);
    clock.advance(30_000);
    expect((await call(sandbox, 'POST', '/v1/feedback', { token, json: valid })).status).toBe(200);
  });

  it('answers 429 at once in the feedback-rate-limited scenario', async () => {
    const sandbox = testSandbox({ signedInAs: 'demo', scenarios: ['feedback-rate-limited'] });
    const result = await call(sandbox, 'POST', '/v1/feedback', { token, json: valid });
    expect(result.status).toBe(429);
    expect(result.headers.get('retry-after')).toBe('60');
  });

  it.each([
    [{ ...valid, title: '   ' }, 'The title is required'],
    [{ ...valid, title: 'x'.repeat(256) }, 'The title must be at most 255 characters long'],
    [{ ...valid, body: '' }, 'The message is required'],
    [{ ...valid, body: 'x'.repeat(5001) }, 'The message must be at most 5000 characters long'],
    [{ ...valid, categoryId: 10 }, 'The category must be one of 1 to 9'],
    [{ ...valid, categoryId: '4' }, 'The category must be one of 1 to 9'],
  ])('answers 400 for %o', async (json, message) => {
    const sandbox = testSandbox({ signedInAs: 'demo' });
    const result = await call<{ errors: string[] }>(sandbox, 'POST', '/v1/feedback', { token, json });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]).toBe(message);
  });
});
