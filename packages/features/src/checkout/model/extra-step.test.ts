import { describe, expect, it, vi } from 'vitest';
import { purchasedAfterExtraStep } from './extra-step';

describe('the purchase after the extra step (3-D Secure)', () => {
  it.each(['succeeded', 'processing'])(
    'is through when the payment says %s, without asking the server',
    async (status) => {
      const readBackPlanId = vi.fn(() => Promise.resolve(1));
      await expect(purchasedAfterExtraStep({ paymentStatus: status, planId: 3, readBackPlanId })).resolves.toBe(true);
      expect(readBackPlanId).not.toHaveBeenCalled();
    },
  );

  it.each(['requires_action', 'requires_payment_method', 'canceled', undefined])(
    'with a payment that says %s, is through only when the account now has the plan',
    async (status) => {
      await expect(
        purchasedAfterExtraStep({ paymentStatus: status, planId: 3, readBackPlanId: () => Promise.resolve(3) }),
      ).resolves.toBe(true);
      await expect(
        purchasedAfterExtraStep({ paymentStatus: status, planId: 3, readBackPlanId: () => Promise.resolve(1) }),
      ).resolves.toBe(false);
    },
  );

  it('is not through when the account cannot be read back', async () => {
    await expect(
      purchasedAfterExtraStep({
        paymentStatus: 'requires_action',
        planId: 3,
        readBackPlanId: () => Promise.reject(new Error('offline')),
      }),
    ).resolves.toBe(false);
  });
});
