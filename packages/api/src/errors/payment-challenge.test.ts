import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { paymentChallengeSecret } from './payment-challenge';

const failure = (status: number, body: unknown) =>
  new ApiError({ kind: 'http', status, path: '/v1/subscription', method: 'POST', message: 'x', body });

describe('paymentChallengeSecret', () => {
  it('reads the client secret of a 402 answer', () => {
    expect(paymentChallengeSecret(failure(402, { message: 'Extra step', clientSecret: 'pi_1_secret_2' }))).toBe(
      'pi_1_secret_2',
    );
  });

  it('is null without one, with an unusable one, or for another failure', () => {
    expect(paymentChallengeSecret(failure(402, { message: 'Extra step' }))).toBeNull();
    expect(paymentChallengeSecret(failure(402, { clientSecret: 42 }))).toBeNull();
    expect(paymentChallengeSecret(failure(402, { clientSecret: ' ' }))).toBeNull();
    expect(paymentChallengeSecret(failure(402, 'text'))).toBeNull();
    expect(paymentChallengeSecret(failure(500, { clientSecret: 'pi_1_secret_2' }))).toBeNull();
    expect(paymentChallengeSecret(new Error('offline'))).toBeNull();
  });
});
