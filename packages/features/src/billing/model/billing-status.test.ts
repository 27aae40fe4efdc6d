import { describe, expect, it } from 'vitest';
import { billingStatusView } from './billing-status';

const invoiceUrl = 'https://invoice.example.test/i/1';
const hosts = ['invoice.example.test'];

describe('billingStatusView (docs/product.md §4)', () => {
  it('shows no link to a host the site does not list', () => {
    const elsewhere = { status: 'succeeded', invoiceUrl: 'https://evil.test/inv' };
    expect(billingStatusView(elsewhere, hosts).action).toEqual({ kind: 'none' });
    expect(billingStatusView(elsewhere, ['evil.test']).action).toEqual({
      kind: 'invoice',
      url: 'https://evil.test/inv',
    });
  });

  it('succeeded: green, its label, the invoice link', () => {
    expect(billingStatusView({ status: 'succeeded', invoiceUrl }, hosts)).toEqual({
      tone: 'green',
      labelKey: 'succeeded',
      status: 'succeeded',
      action: { kind: 'invoice', url: invoiceUrl },
    });
  });

  it('requires_action: amber, the link that completes the payment', () => {
    expect(billingStatusView({ status: 'requires_action', invoiceUrl }, hosts)).toMatchObject({
      tone: 'amber',
      labelKey: 'requires_action',
      action: { kind: 'complete-payment', url: invoiceUrl },
    });
  });

  it('requires_payment_method: amber, use a different card, and the invoice page to pay it when there is one', () => {
    expect(billingStatusView({ status: 'requires_payment_method', invoiceUrl }, hosts)).toMatchObject({
      tone: 'amber',
      labelKey: 'requires_payment_method',
      action: { kind: 'change-card', url: invoiceUrl },
    });
    expect(billingStatusView({ status: 'requires_payment_method', invoiceUrl: null }, hosts).action).toEqual({
      kind: 'change-card',
      url: null,
    });
  });

  it('canceled: grey, nothing to do', () => {
    expect(billingStatusView({ status: 'canceled', invoiceUrl: null }, hosts)).toMatchObject({
      tone: 'grey',
      labelKey: 'canceled',
      action: { kind: 'none' },
    });
  });

  it.each(['processing', 'requires_confirmation', 'requires_capture'] as const)(
    'on its way at the provider (%s): blue, in words, nothing to do',
    (status) => {
      expect(billingStatusView({ status, invoiceUrl }, hosts)).toEqual({
        tone: 'blue',
        labelKey: status,
        status,
        action: { kind: 'none' },
      });
    },
  );

  it("a status the contract does not know: red (the product's 'anything else'), no label of its own, nothing to do", () => {
    expect(billingStatusView({ status: 'partially_refunded' as never, invoiceUrl }, hosts)).toEqual({
      tone: 'red',
      labelKey: null,
      status: 'partially_refunded',
      action: { kind: 'none' },
    });
  });

  it('offers no link without a usable invoice address', () => {
    expect(billingStatusView({ status: 'succeeded', invoiceUrl: null }, hosts).action).toEqual({ kind: 'none' });
    expect(billingStatusView({ status: 'requires_action', invoiceUrl: null }, hosts).action).toEqual({ kind: 'none' });
    expect(billingStatusView({ status: 'succeeded', invoiceUrl: 'javascript:alert(1)' }, hosts).action).toEqual({
      kind: 'none',
    });
  });
});
