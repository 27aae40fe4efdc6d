/**
 * The plans page's own script (issue 19, goal 1): the cards, before the app. /plans is of no use without the
 * plans, which only the API knows; loading the whole app to show them cost a visitor 188 KB of JavaScript. This
 * script asks for them with the site's API client, draws them into the prerendered page from the template the
 * prerender made with the page's own components (plan-cards.ts), and leaves the rest to the app, which loads on
 * the visitor's first act like on every other public page and adopts the cards as they are (main.tsx).
 *
 * public/prerendered-page.js brings this script to life once the page has painted, and only for a visitor the page
 * was made for (English, signed out): for anyone else it hides the page and loads the app at once. When the plans
 * cannot be had or drawn, the app is loaded to say so.
 */
import { createApiClient, type Plan } from '@holostream/api';
import { fetchPlans, keepSignInIntent, pricingResources } from '@holostream/features/pricing';
import { createI18n, paths } from '@holostream/features/shared';
import { siteApiBaseUrl } from '../app/api-base-url';
import { drawPlanCards, PLANS_TEMPLATE_ID } from './plan-cards';
import { setPlansBeforeApp } from './plans-before-app';
import { APP_LISTENING_ATTRIBUTE, APP_SCRIPTS_ID, LOAD_APP_EVENT, PRERENDERED_ATTRIBUTE } from './prerendered-page';

const LANGUAGE = 'en';

function loadTheApp(): void {
  document.dispatchEvent(new Event(LOAD_APP_EVENT));
}

/**
 * Lets the page answer a press and paint between two steps (a task each): no step blocks it long (the first Intl
 * object alone, ICU's start, takes 40–50 ms on a slow phone).
 */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Draws `plans` in place of the loading text; false when the page or the template cannot show them. */
async function draw(plans: Plan[], template: HTMLTemplateElement): Promise<boolean> {
  const root = document.documentElement;
  const i18n = createI18n({ resources: { [LANGUAGE]: pricingResources[LANGUAGE] }, language: LANGUAGE });
  await yieldToPage();
  const drawn = drawPlanCards(template, plans, i18n.getFixedT(LANGUAGE, 'pricing'), LANGUAGE);
  await yieldToPage();
  const loading = document.querySelector('#root [data-slot="plans-loading"]');
  // Once the app hydrates, the page is React's: it draws the plans from this answer itself.
  if (!drawn || !loading || root.hasAttribute(APP_LISTENING_ATTRIBUTE)) return false;
  // A link followed before the app has loaded is a page load, which carries no navigation state: where
  // 'get started' leads after signing in is kept in this tab for /login to read.
  drawn.list.addEventListener('click', (event) => {
    if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const action = link ? drawn.actions.get(link) : undefined;
    if (action) keepSignInIntent(action);
  });
  loading.replaceWith(drawn.list);
  setPlansBeforeApp({ state: 'shown', plans });
  return true;
}

function showPlans(): void {
  const template = document.getElementById(PLANS_TEMPLATE_ID);
  if (document.documentElement.getAttribute(PRERENDERED_ATTRIBUTE) !== paths.plans) return;
  if (!(template instanceof HTMLTemplateElement)) return;
  // The app was asked for first (the visitor acted before this script came): it loads the plans itself.
  if (!document.getElementById(APP_SCRIPTS_ID)) return;
  const client = createApiClient({
    baseUrl: siteApiBaseUrl(),
    // The plans are asked for signed out: this page is prerendered for nobody else.
    getToken: () => null,
    onSessionExpired: () => undefined,
  });
  const plans = fetchPlans(client).then(
    async (answer) => {
      // An empty list, or a plan the template cannot show: the app says so, or draws it.
      if (!(await draw(answer, template))) loadTheApp();
      return answer;
    },
    (error: unknown) => {
      // The app asks again, and says what to do if it fails too.
      console.warn('The plans could not be loaded before the app:', error);
      loadTheApp();
      return null;
    },
  );
  setPlansBeforeApp({ state: 'asked', plans });
}

showPlans();
