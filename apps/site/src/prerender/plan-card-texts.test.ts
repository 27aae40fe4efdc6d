import { createApiClient, type Plan } from '@holostream/api';
import { SANDBOX_PLANS } from '@holostream/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { readPlanCards } from './plan-card-texts';

/** The site's client, its server answering GET /v1/plans with `answer`. */
function clientAnswering(answer: () => Response) {
  return createApiClient({
    baseUrl: 'http://sandbox.test',
    getToken: () => null,
    onSessionExpired: () => undefined,
    fetch: async () => answer(),
  });
}

describe('readPlanCards (the plans worker)', () => {
  it("answers the plans as read and their cards' texts, as the app writes them", async () => {
    const answer = await readPlanCards(clientAnswering(() => Response.json(SANDBOX_PLANS)));
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.plans).toEqual(SANDBOX_PLANS as Plan[]);
    expect(answer.cards.map(({ name, price, action }) => ({ name, price, kind: action.kind }))).toEqual([
      { name: 'Free', price: '$0', kind: 'get-started' },
      { name: 'Developer', price: '$19', kind: 'get-started' },
      { name: 'Pro', price: '$49', kind: 'get-started' },
      { name: 'Enterprise', price: null, kind: 'contact-sales' },
    ]);
    // Everything in it crosses to the page as it is (a worker's message is a structured clone).
    expect(structuredClone(answer)).toEqual(answer);
  });

  it('answers that it could not, and says why in the console only, for an answer that cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await readPlanCards(clientAnswering(() => Response.json({ plans: 'none' })));
    expect(answer).toEqual({ ok: false });
    expect(warn).toHaveBeenCalledWith('The plans could not be loaded before the app:', expect.anything());
  });

  it('answers that it could not when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await readPlanCards(clientAnswering(() => Response.json({ message: 'down' }, { status: 503 })));
    expect(answer).toEqual({ ok: false });
  });
});
