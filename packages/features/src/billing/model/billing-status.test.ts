import { BILLING_ITEM_STATUSES } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { billingStatusView } from './billing-status';

const invoiceUrl = 'https://invoice.example.test/i/1';

describe('billingStatusView (docs/product.md §4)', () => {
  it('succeeded: green, its label, the invoice link', () => {
    expect(billingStatusView({ status: 'succeeded', invoiceUrl })).toEqual({
      tone: 'green',
      labelKey: 'succeeded',
      status: 'succeeded',
      action: { kind: 'invoice', url: invoiceUrl },
    });
  });

  it('requires_action: amber, the link that completes the payment', () => {
    expect(billingStatusView({ status: 'requires_action', invoiceUrl })).toMatchObject({
      tone: 'amber',
      labelKey: 'requires_action',
      action: { kind: 'complete-payment', url: invoiceUrl },
    });
  });

  it('requires_payment_method: amber, use a different card, and the invoice page to pay it when there is one', () => {
    expect(billingStatusView({ status: 'requires_payment_method', invoiceUrl })).toMatchObject({
      tone: 'amber',
      labelKey: 'requires_payment_method',
      action: { kind: 'change-card', url: invoiceUrl },
    });
    expect(billingStatusView({ status: 'requires_payment_method', invoiceUrl: null }).action).toEqual({
      kind: 'change-card',
      url: null,
    });
  });

  it('canceled: grey, nothing to do', () => {
    expect(billingStatusView({ status: 'canceled', invoiceUrl: null })).toMatchObject({
      tone: 'grey',
      labelKey: 'canceled',
      action: { kind: 'none' },
    });
  });

  it.each(
    BILLING_ITEM_STATUSES.filter(
      (status) => !['succeeded', 'requires_action', 'requires_payment_method', 'canceled'].includes(status),
    ),
  )('anything else (%s): red, the raw status, nothing to do', (status) => {
    expect(billingStatusView({ status, invoiceUrl })).toEqual({
      tone: 'red',
      labelKey: null,
      status,
      action: { kind: 'none' },
    });
  });

  it('offers no link without a usable invoice address', () => {
    expect(billingStatusView({ status: 'succeeded', invoiceUrl: null }).action).toEqual({ kind: 'none' });
    expect(billingStatusView({ status: 'requires_action', invoiceUrl: null }).action).toEqual({ kind: 'none' });
    expect(billingStatusView({ status: 'succeeded', invoiceUrl: 'javascript:alert(1)' }).action).toEqual({
      kind: 'none',
    });
  });
});
