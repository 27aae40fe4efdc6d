// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ReadOperationId } from './responses';
import { readAnswer } from './responses';

const read = <Op extends ReadOperationId>(operation: Op, value: unknown) => {
  const result = readAnswer(operation, value);
  if (!result.success) throw new Error(`not read: ${JSON.stringify(result.issues)}`);
  return result;
};

const session = {
  id: 12,
  name: 'Mozilla/5.0',
  currentSession: true,
  details: { city: 'Tokyo', region: '13', country: 'JP' },
  coordinates: { latitude: 35.6895, longitude: 139.6917 },
  ip: '203.0.113.24',
  geographicInfo: { details: { timezone: 'Asia/Tokyo', eu: 0, ll: [35.6895, 139.6917], area: 20 } },
  lastUsedAt: '2025-07-10T08:00:00.000Z',
  createdAt: '2025-07-01T09:30:00+09:00',
};

const bill = {
  created: 1751362200,
  description: 'Pro plan',
  amount: 4900,
  currency: 'usd',
  status: 'succeeded',
  invoiceUrl: 'https://pay.example.com/i/1',
};

describe('the tolerant reader', () => {
  it('reads a session without timezone, lastUsedAt, geographicInfo and coordinates, as none', () => {
    const { timezone: _, ...details } = session.geographicInfo.details;
    const { lastUsedAt: _l, coordinates: _c, ...sparse } = session;
    const [withoutTimezone] = read('getSessions', [{ ...session, geographicInfo: { details } }]).data;
    expect(withoutTimezone?.geographicInfo?.details.timezone).toBeNull();
    const [bare] = read('getSessions', [{ ...sparse, geographicInfo: undefined }]).data;
    expect(bare).toMatchObject({ lastUsedAt: null, coordinates: null, geographicInfo: null });
  });

  it.each([1, '1', true])('reads eu sent as %j as 1', (eu) => {
    const details = { ...session.geographicInfo.details, eu };
    expect(read('getSessions', [{ ...session, geographicInfo: { details } }]).data[0]?.geographicInfo?.details.eu).toBe(
      1,
    );
  });

  it('reads currency in any case, numbers as numeric strings, and instants as ISO or epoch', () => {
    const [item] = read('getBillingHistory', [
      { ...bill, currency: 'USD', amount: '4900', created: '2025-07-01T09:30:00Z' },
    ]).data;
    expect(item).toMatchObject({ currency: 'usd', amount: 4900, created: 1751362200 });
    const [fromMs] = read('getBillingHistory', [{ ...bill, created: 1751362200000 }]).data;
    expect(fromMs?.created).toBe(1751362200);
    const [subscription] = read('getSubscriptions', [
      { subTierId: '2', status: 'ACTIVE', startDate: 1751362200, endDate: '2025-08-01 00:00:00' },
    ]).data;
    expect(subscription).toMatchObject({
      subTierId: 2,
      startDate: '2025-07-01T09:30:00.000Z',
      endDate: '2025-08-01T00:00:00.000Z',
    });
  });

  it('keeps unknown enum values as sent', () => {
    expect(read('getBillingHistory', [{ ...bill, status: 'disputed' }]).data[0]?.status).toBe('disputed');
    const method = { brand: 'Maestro', last4Digits: 42, expMonth: '4', expYear: 2030, createdAt: 1751362200 };
    expect(read('getPaymentMethod', method).data).toMatchObject({ brand: 'Maestro', last4Digits: '0042', expMonth: 4 });
    expect(read('getMembers', [{ id: 1, name: 'ada', role: 'owner', isCurrentUser: 1 }]).data[0]).toMatchObject({
      role: 'owner',
      isCurrentUser: true,
    });
  });

  it('skips the unusable item and counts it', () => {
    const result = read('getBillingHistory', [bill, { ...bill, amount: 'a lot' }, bill]);
    expect(result.data).toHaveLength(2);
    expect(result.skipped.map((item) => item.index)).toEqual([1]);
  });

  it('fails only when the screen cannot use the answer at all', () => {
    expect(readAnswer('getBillingHistory', { items: [] }).success).toBe(false);
    expect(readAnswer('getBillingHistory', 'Service unavailable').success).toBe(false);
    expect(readAnswer('getPaymentMethod', {}).success).toBe(false);
  });
});
