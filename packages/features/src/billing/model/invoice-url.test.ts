import { describe, expect, it } from 'vitest';
import { safeInvoiceUrl } from './invoice-url';

describe('safeInvoiceUrl', () => {
  it('keeps web addresses', () => {
    expect(safeInvoiceUrl('https://invoice.stripe.com/i/acct_1/test_inv_1')).toBe(
      'https://invoice.stripe.com/i/acct_1/test_inv_1',
    );
    expect(safeInvoiceUrl('http://localhost:4412/__sandbox/invoices/3')).toBe(
      'http://localhost:4412/__sandbox/invoices/3',
    );
  });

  it('drops anything that is not one', () => {
    expect(safeInvoiceUrl(null)).toBeNull();
    expect(safeInvoiceUrl('javascript:alert(1)')).toBeNull();
    expect(safeInvoiceUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeInvoiceUrl('not a url')).toBeNull();
  });
});
