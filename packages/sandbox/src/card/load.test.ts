import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCardProvider } from './load';
import { isSandboxStripe } from './sandbox-stripe';

const loadStripe = vi.hoisted(() => vi.fn(async () => null));
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));

afterEach(() => loadStripe.mockClear());

describe('loadCardProvider', () => {
  it('loads real Stripe.js with the publishable key when one is configured', async () => {
    await loadCardProvider({ publishableKey: ' pk_test_123 ', locale: 'ja' });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'ja' });
  });

  it.each([undefined, null, '', '   '])('uses the sandbox without a key (%j)', async (publishableKey) => {
    const stripe = await loadCardProvider({ publishableKey });
    expect(loadStripe).not.toHaveBeenCalled();
    expect(isSandboxStripe(stripe)).toBe(true);
    expect(stripe?.elements().create('card')).toBeDefined();
  });
});
