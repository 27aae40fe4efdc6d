/** The general tab is the default and has no `?tab=` (docs/product.md §2). */
export const DEFAULT_ACCOUNT_TAB = 'general';

/** The tab of `?tab=`: one of `names`, else general (docs/product.md §2: an unknown value is ignored). */
export function readAccountTab(search: URLSearchParams, names: readonly string[]): string {
  const value = search.get('tab');
  return value !== null && names.includes(value) ? value : DEFAULT_ACCOUNT_TAB;
}

/** `search` with `?tab=` set for `tab`, or removed for general; other parameters are kept. */
export function withAccountTab(search: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === DEFAULT_ACCOUNT_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/** The link to a tab from within the account page: its query (`?tab=billing`; none for general). */
export function accountTabSearch(tab: string): string {
  const search = withAccountTab(new URLSearchParams(), tab).toString();
  return search === '' ? '' : `?${search}`;
}
