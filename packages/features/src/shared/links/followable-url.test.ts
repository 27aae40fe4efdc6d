import { describe, expect, it } from 'vitest';
import { followableUrl } from './followable-url';

const page = 'https://holostream.example/account?tab=billing';

describe('followableUrl', () => {
  it('follows https: addresses', () => {
    expect(followableUrl('https://invoice.stripe.com/i/acct_1/test_inv_1', page)?.href).toBe(
      'https://invoice.stripe.com/i/acct_1/test_inv_1',
    );
  });

  it('never follows plain http: elsewhere, or javascript:, data: or garbage', () => {
    expect(followableUrl('http://invoice.example.com/i/1', page)).toBeNull();
    expect(followableUrl('javascript:alert(1)', page)).toBeNull();
    expect(followableUrl('data:text/html,<script>alert(1)</script>', page)).toBeNull();
    expect(followableUrl('http://[::1', page)).toBeNull();
    expect(followableUrl(null, page)).toBeNull();
  });

  it('follows http: only from a page that is itself plain http: (the demo on localhost)', () => {
    const demo = 'http://127.0.0.1:4317/account';
    expect(followableUrl('http://127.0.0.1:4317/__sandbox/invoices/3', demo)?.pathname).toBe('/__sandbox/invoices/3');
    expect(followableUrl('javascript:alert(1)', demo)).toBeNull();
  });
});
