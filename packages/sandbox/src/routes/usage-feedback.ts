/** Streaming usage per month, and feedback with its rate limit. */
import { feedbackFormSchema, type MessageResponse, type UsageResponse } from '@holostream/api';
import { caller } from '../auth';
import { SandboxError } from '../errors';
import { readBody } from '../http';
import { nextId } from '../store';
import { addMonths, monthIndex, SECOND, yearMonth } from '../time';
import { parseUsageQuery } from '../validation';
import { viewUsage } from '../views';
import type { OperationHandlers } from './types';

export const DEFAULT_FEEDBACK_RATE_LIMIT = { max: 3, windowMs: 60 * SECOND };

function tooManyRequests(retryAfterSeconds: number): SandboxError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new SandboxError(429, 'Too many requests', [`Too many requests: try again in ${seconds} seconds`], {
    'Retry-After': String(seconds),
  });
}

export const usageFeedbackHandlers: OperationHandlers<'getUsage' | 'sendFeedback'> = {
  getUsage(c, store) {
    const { account } = caller(c);
    const now = c.get('runtime').now();
    const range = parseUsageQuery(c.req.query(), now);
    // Without a range: the last 6 months up to the current one.
    const end = yearMonth(now);
    const start = yearMonth(addMonths(Date.UTC(end.year, end.month - 1, 1), -5));
    const from = range ? monthIndex(range.startYear, range.startMonth) : monthIndex(start.year, start.month);
    const to = range ? monthIndex(range.endYear, range.endMonth) : monthIndex(end.year, end.month);
    const data = store.usage
      .filter((record) => record.accountId === account.id)
      .filter((record) => {
        const index = monthIndex(record.year, record.month);
        return index >= from && index <= to;
      })
      .sort((a, b) => monthIndex(a.year, a.month) - monthIndex(b.year, b.month))
      .map(viewUsage);
    return c.json({ data } satisfies UsageResponse, 200);
  },

  async sendFeedback(c, store) {
    const { account } = caller(c);
    const runtime = c.get('runtime');
    if (runtime.scenarios().has('feedback-rate-limited')) throw tooManyRequests(60);
    const body = await readBody(c, 'sendFeedback', feedbackFormSchema);
    const now = runtime.now();
    const { max, windowMs } = runtime.options.feedbackRateLimit ?? DEFAULT_FEEDBACK_RATE_LIMIT;
    const recent = store.feedback
      .filter((item) => item.accountId === account.id && item.createdAt > now - windowMs)
      .sort((a, b) => a.createdAt - b.createdAt);
    const oldest = recent[0];
    if (recent.length >= max && oldest) throw tooManyRequests((oldest.createdAt + windowMs - now) / SECOND);
    store.feedback.push({ id: nextId(store), accountId: account.id, ...body, createdAt: now });
    return c.json({ message: 'Thank you for your feedback' } satisfies MessageResponse, 200);
  },
};
