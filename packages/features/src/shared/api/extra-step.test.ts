import { describe, expect, it, vi } from 'vitest';
import { purchasedAfterExtraStep, READ_BACK } from './extra-step';

const noWait = () => Promise.resolve();

describe('the purchase after the extra step (3-D Secure)', () => {
  it.each(['succeeded', 'processing'])(
    'with a payment that says %s, is through only once the server reads back the plan bought, active',
    async (status) => {
      const readBack = vi.fn(() => Promise.resolve({ subTierId: 3, status: 'ACTIVE' }));
      await expect(purchasedAfterExtraStep({ paymentStatus: status, planId: 3, readBack, wait: noWait })).resolves.toBe(
        true,
      );
      expect(readBack).toHaveBeenCalledOnce();
    },
  );

  it('reads back again while the server has not heard of the payment yet, a few times, then is not through', async () => {
    const answers = [
      { subTierId: 1, status: 'ACTIVE' },
      { subTierId: 3, status: 'CREATED' },
      { subTierId: 3, status: 'ACTIVE' },
    ];
    const late = vi.fn(() => Promise.resolve(answers.shift() ?? { subTierId: 1, status: 'ACTIVE' }));
    const wait = vi.fn(noWait);
    await expect(
      purchasedAfterExtraStep({ paymentStatus: 'succeeded', planId: 3, readBack: late, wait }),
    ).resolves.toBe(true);
    expect(late).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledWith(READ_BACK.intervalMs);

    const never = vi.fn(() => Promise.resolve({ subTierId: 1, status: 'ACTIVE' }));
    await expect(
      purchasedAfterExtraStep({ paymentStatus: 'succeeded', planId: 3, readBack: never, wait: noWait }),
    ).resolves.toBe(false);
    expect(never).toHaveBeenCalledTimes(READ_BACK.tries);
  });

  it.each(['requires_payment_method', 'canceled'])(
    'with a payment that says %s, is not through, whatever the account says',
    async (status) => {
      const readBack = vi.fn(() => Promise.resolve({ subTierId: 3, status: 'ACTIVE' }));
      await expect(purchasedAfterExtraStep({ paymentStatus: status, planId: 3, readBack })).resolves.toBe(false);
      expect(readBack).not.toHaveBeenCalled();
    },
  );

  it.each(['requires_action', undefined])(
    'with a payment that says %s, is through only when the account now has the plan, active',
    async (status) => {
      const through = (subTierId: number, subscriptionStatus: string) =>
        purchasedAfterExtraStep({
          paymentStatus: status,
          planId: 3,
          readBack: () => Promise.resolve({ subTierId, status: subscriptionStatus }),
        });
      await expect(through(3, 'ACTIVE')).resolves.toBe(true);
      await expect(through(1, 'ACTIVE')).resolves.toBe(false);
      await expect(through(3, 'PAYMENT_FAILED')).resolves.toBe(false);
      await expect(through(3, 'CREATED')).resolves.toBe(false);
    },
  );

  it('is not through when the account cannot be read back', async () => {
    await expect(
      purchasedAfterExtraStep({
        paymentStatus: 'requires_action',
        planId: 3,
        readBack: () => Promise.reject(new Error('offline')),
      }),
    ).resolves.toBe(false);
  });
});
