import type { Plan } from '@holostream/api';
import { pricingResources } from '@holostream/features/pricing';
import { createI18n } from '@holostream/features/shared';
import { SANDBOX_PLANS } from '@holostream/sandbox';
import { describe, expect, it } from 'vitest';
import { planCardTexts } from './plan-card-texts';
import { drawPlanCards, TEMPLATE_PLANS } from './plan-cards';
import { renderPage, renderPlansTemplate } from './render-page';

const t = createI18n({ resources: { en: pricingResources.en }, language: 'en' }).getFixedT('en', 'pricing');

/** The page's list for `plans`: their cards' texts (the worker's part), drawn from the template (the page's). */
const draw = (template: HTMLTemplateElement, plans: readonly Plan[]) =>
  drawPlanCards(template, planCardTexts(plans, t, 'en'));

/** The plans list of a page's HTML. */
function listOf(html: string): HTMLUListElement {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const list = holder.content.querySelector('[data-plan-id]')?.closest('ul');
  if (!list) throw new Error('no plans list in the page');
  return list;
}

/** The template the prerender puts on /plans (scripts/prerender.ts), from the page drawn with TEMPLATE_PLANS. */
async function plansTemplate(): Promise<HTMLTemplateElement> {
  const template = document.createElement('template');
  template.content.append(listOf(await renderPlansTemplate()));
  return template;
}

/** The HTML with the ids left out: React's `useId` values and the drawn cards' differ, and nothing else may. */
const withoutIds = (html: string) => html.replace(/ (id|aria-labelledby)="[^"]*"/g, '');

/** Plans the sandbox does not send: a name the site cannot translate, cents, unknown grades, no VPC line. */
const UNUSUAL_PLANS: Plan[] = [
  {
    id: 9,
    name: 'Studio',
    description: 'For a studio of our own.',
    price: 12_950,
    features: {
      maxTeamSize: 'unlimited',
      monthlyUsageLimit: 1,
      streamingPriority: 'Realtime',
      textureQuality: 'Volumetric 16K',
      audienceLimit: 1_000_000,
      privateStreams: true,
      exclusiveVpc: true,
    },
  },
  {
    id: 4,
    name: 'ENTERPRISE',
    description: 'Custom.',
    price: 0,
    features: {
      maxTeamSize: 0,
      monthlyUsageLimit: 0,
      streamingPriority: 'Low',
      textureQuality: 'SD',
      audienceLimit: 1,
      privateStreams: false,
      exclusiveVpc: false,
    },
  },
];

describe('drawPlanCards (the plans page before the app)', () => {
  it("draws the sandbox's plans exactly as the app renders them, ids aside", async () => {
    const drawn = draw(await plansTemplate(), SANDBOX_PLANS);
    const rendered = listOf(await renderPage('/plans', { plans: [...SANDBOX_PLANS] }));
    expect(drawn).not.toBeNull();
    expect(withoutIds(drawn!.list.outerHTML)).toBe(withoutIds(rendered.outerHTML));
  });

  it('draws plans it has never seen the same way too', async () => {
    const drawn = draw(await plansTemplate(), UNUSUAL_PLANS);
    const rendered = listOf(await renderPage('/plans', { plans: UNUSUAL_PLANS }));
    expect(withoutIds(drawn!.list.outerHTML)).toBe(withoutIds(rendered.outerHTML));
  });

  it('names each card and its feature list by ids of its own, and keeps what each link leads to', async () => {
    const drawn = draw(await plansTemplate(), SANDBOX_PLANS)!;
    const cards = [...drawn.list.querySelectorAll('[data-plan-id]')];
    const ids = cards.flatMap((card) => [card.getAttribute('aria-labelledby'), card.querySelector('h3')?.id]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const card of cards) {
      const title = drawn.list.querySelector(`#${card.getAttribute('aria-labelledby')}`);
      expect(title?.closest('[data-plan-id]')).toBe(card);
      const features = card.querySelector('ul');
      expect(drawn.list.querySelector(`#${features?.getAttribute('aria-labelledby')}`)?.tagName).toBe('H3');
    }
    const pro = drawn.list.querySelector('[data-plan-id="3"] a')!;
    expect(drawn.actions.get(pro as HTMLAnchorElement)).toEqual({
      kind: 'get-started',
      to: '/login',
      state: { from: '/checkout', planId: 3 },
    });
  });

  it('draws nothing for no plans, or from a template that lacks a part', async () => {
    const template = await plansTemplate();
    expect(draw(template, [])).toBeNull();
    template.content.querySelector(`[data-plan-id="${TEMPLATE_PLANS[1]!.id}"] [data-slot="card-footer"]`)?.remove();
    expect(draw(template, SANDBOX_PLANS)).toBeNull();
  });
});
