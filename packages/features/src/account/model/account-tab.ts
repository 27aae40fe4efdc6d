/** The tabs of /account in their order (docs/product.md §2). General is the default and has no `?tab=`. */
export const ACCOUNT_TABS = ['general', 'getting-started', 'team', 'usage', 'billing', 'security'] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const DEFAULT_ACCOUNT_TAB: AccountTab = 'general';

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TABS as readonly string[]).includes(value);
}

/** The tab of `?tab=`: a known value, else general (docs/product.md §2: an unknown value is ignored). */
export function readAccountTab(search: URLSearchParams): AccountTab {
  const value = search.get('tab');
  return isAccountTab(value) ? value : DEFAULT_ACCOUNT_TAB;
}

/** `search` with `?tab=` set for `tab`, or removed for general; other parameters are kept. */
export function withAccountTab(search: URLSearchParams, tab: AccountTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === DEFAULT_ACCOUNT_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/** The link to a tab from within the account page: its query (`?tab=billing`; none for general). */
export function accountTabSearch(tab: AccountTab): string {
  const search = withAccountTab(new URLSearchParams(), tab).toString();
  return search === '' ? '' : `?${search}`;
}
