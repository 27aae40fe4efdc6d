import { describe, expect, it } from 'vitest';
import { billingStatusView } from './billing-status';
import { rowAction } from './row-action';

const hosts = ['billing.example'];
const url = 'https://billing.example/invoice/1';

describe('rowAction', () => {
  it('keeps the way to pay of a bill still waiting', () => {
    expect(rowAction(billingStatusView({ status: 'requires_action', invoiceUrl: url }, hosts), 'waiting')).toEqual({
      kind: 'complete-payment',
      url,
    });
    expect(
      rowAction(billingStatusView({ status: 'requires_payment_method', invoiceUrl: url }, hosts), 'waiting'),
    ).toEqual({ kind: 'change-card', url });
  });

  it('offers only the invoice, and why, for a bill a later payment settled or whose plan has ended', () => {
    expect(rowAction(billingStatusView({ status: 'requires_action', invoiceUrl: url }, hosts), 'paid-later')).toEqual({
      kind: 'settled',
      url,
      reason: 'paid-later',
    });
    expect(
      rowAction(billingStatusView({ status: 'requires_payment_method', invoiceUrl: null }, hosts), 'plan-ended'),
    ).toEqual({ kind: 'settled', url: null, reason: 'plan-ended' });
    // An untrusted link stays out.
    expect(
      rowAction(
        billingStatusView({ status: 'requires_action', invoiceUrl: 'https://evil.example/x' }, hosts),
        'paid-later',
      ),
    ).toEqual({ kind: 'settled', url: null, reason: 'paid-later' });
  });

  it('leaves a bill that asks nothing as its status says', () => {
    expect(rowAction(billingStatusView({ status: 'succeeded', invoiceUrl: url }, hosts), 'none')).toEqual({
      kind: 'invoice',
      url,
    });
  });
});
