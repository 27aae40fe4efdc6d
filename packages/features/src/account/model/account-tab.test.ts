import { describe, expect, it } from 'vitest';
import { accountTabSearch, readAccountTab, withAccountTab } from './account-tab';

const NAMES = ['general', 'getting-started', 'usage', 'billing'];

describe('account tab in the URL', () => {
  it.each([
    ['', 'general'],
    ['?tab=billing', 'billing'],
    ['?tab=getting-started', 'getting-started'],
    ['?tab=Billing', 'general'],
    ['?tab=invoices', 'general'],
    ['?tab=', 'general'],
  ])('reads %j as %s', (search, tab) => {
    expect(readAccountTab(new URLSearchParams(search), NAMES)).toBe(tab);
  });

  it('sets ?tab= for a tab and removes it for general, keeping other parameters', () => {
    const search = new URLSearchParams('ref=mail');
    expect(withAccountTab(search, 'usage').toString()).toBe('ref=mail&tab=usage');
    expect(withAccountTab(new URLSearchParams('tab=usage&ref=mail'), 'general').toString()).toBe('ref=mail');
  });

  it('links to a tab', () => {
    expect(accountTabSearch('billing')).toBe('?tab=billing');
    expect(accountTabSearch('general')).toBe('');
  });
});
