/** Why a person was sent to the plans page, in its address (`?notice=choose-plan`). */
const NOTICE_PARAM = 'notice';

/** Checkout was opened without a plan it can sell: the plans page says to choose one. */
export function choosePlanHref(plans: string): string {
  return `${plans}?${new URLSearchParams({ [NOTICE_PARAM]: 'choose-plan' })}`;
}

/** The notice the plans page's address carries, or null. */
export function readPlansNotice(search: URLSearchParams): 'choose-plan' | null {
  return search.get(NOTICE_PARAM) === 'choose-plan' ? 'choose-plan' : null;
}
