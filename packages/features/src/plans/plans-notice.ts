/** Why a person was sent to the plans page, in its address (`?notice=choose-plan`). */
const NOTICE_PARAM = 'notice';

/**
 * What checkout said before any payment step: choose a plan (none, or one it does not know), the plan the person
 * already has, or a plan not bought online.
 */
export const PLANS_NOTICES = ['choose-plan', 'current-plan', 'not-for-sale'] as const;
export type PlansNotice = (typeof PLANS_NOTICES)[number];

/** The plans page with the notice that says why the person is there. */
export function plansNoticeHref(plans: string, notice: PlansNotice): string {
  return `${plans}?${new URLSearchParams({ [NOTICE_PARAM]: notice })}`;
}

/** The notice the plans page's address carries, or null. */
export function readPlansNotice(search: URLSearchParams): PlansNotice | null {
  const notice = search.get(NOTICE_PARAM);
  return (PLANS_NOTICES as readonly (string | null)[]).includes(notice) ? (notice as PlansNotice) : null;
}
