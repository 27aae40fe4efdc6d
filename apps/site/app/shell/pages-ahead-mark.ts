/**
 * The name of the performance mark the pages ahead set as they start fetching: the JavaScript weighing
 * (e2e/support/js-at-usable.ts) leaves out what is requested from then on, which the page itself did not need.
 */
export const PAGES_AHEAD_MARK = 'pages-ahead';
