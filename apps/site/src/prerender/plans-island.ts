/**
 * The plans page's own script (issue 19, goal 1): the cards, before the app. /plans is of no use without the
 * plans, which only the API knows; loading the whole app to show them cost a visitor 188 KB of JavaScript. This
 * script has its worker (plans-worker.ts) ask for them with the site's API client and write the cards' texts, draws
 * them into the prerendered page from the template the prerender made with the page's own components
 * (plan-cards.ts), and leaves the rest to the app, which loads on the visitor's first act like on every other public
 * page and adopts the cards as they are (main.tsx).
 *
 * public/prerendered-page.js brings this script to life once the page has painted, and only for a visitor the page
 * was made for (English, signed out): for anyone else it hides the page and loads the app at once. When the plans
 * cannot be had or drawn, the app is loaded to say so.
 */
import type { Plan } from '@holostream/api';
import { keepSignInIntent } from '@holostream/features/pricing';
import { paths } from '@holostream/features/shared';
import type { PlanCardsAnswer, PlanCardTexts } from './plan-card-texts';
import { drawPlanCards, PLANS_TEMPLATE_ID } from './plan-cards';
import { setPlansBeforeApp } from './plans-before-app';
import { APP_LISTENING_ATTRIBUTE, APP_SCRIPTS_ID, LOAD_APP_EVENT, PRERENDERED_ATTRIBUTE } from './prerendered-page';

function loadTheApp(): void {
  document.dispatchEvent(new Event(LOAD_APP_EVENT));
}

/** The worker's answer; `{ ok: false }` when it cannot start or fails (the app then asks itself). */
function askTheWorker(): Promise<PlanCardsAnswer> {
  return new Promise((resolve) => {
    const failed = (why: unknown) => {
      console.warn('The plans worker failed:', why);
      resolve({ ok: false });
    };
    let worker: Worker;
    try {
      worker = new Worker(new URL('./plans-worker.ts', import.meta.url), { type: 'module', name: 'plans' });
    } catch (error) {
      failed(error);
      return;
    }
    const done = (answer: PlanCardsAnswer | null, why?: unknown) => {
      worker.terminate();
      if (answer) resolve(answer);
      else failed(why);
    };
    worker.addEventListener('message', (event: MessageEvent<PlanCardsAnswer>) => done(event.data));
    worker.addEventListener('messageerror', () => done(null, 'an answer that could not be read'));
    worker.addEventListener('error', (event) => done(null, event.message || 'it did not start'));
  });
}

/** Draws the cards in place of the loading text; false when the page or the template cannot show them. */
function draw(plans: Plan[], cards: PlanCardTexts[], template: HTMLTemplateElement): boolean {
  const root = document.documentElement;
  const drawn = drawPlanCards(template, cards);
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
  const plans = askTheWorker().then((answer) => {
    // The app asks again, and says what to do if it fails too.
    if (!answer.ok) {
      loadTheApp();
      return null;
    }
    // An empty list, or a plan the template cannot show: the app says so, or draws it.
    if (!draw(answer.plans, answer.cards, template)) loadTheApp();
    return answer.plans;
  });
  setPlansBeforeApp({ state: 'asked', plans });
}

showPlans();
