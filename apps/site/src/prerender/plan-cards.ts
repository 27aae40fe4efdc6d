import type { Plan } from '@holostream/api';
import { planAction, type PlanAction } from '@holostream/features/pricing';
import type { PlanCardTexts } from './plan-card-texts';

/** The id of the <template> with the plans list scripts/prerender.ts adds to /plans. */
export const PLANS_TEMPLATE_ID = 'plans-template';

/**
 * The plans the prerender draws the cards' template with (scripts/prerender.ts, on /plans): between them, every
 * part a card shows a signed-out visitor. Their texts are replaced; their shapes are what is copied.
 */
export const TEMPLATE_PLANS: Plan[] = [
  // A price, 'get started', a feature it has (a check) and one it lacks (a dash).
  {
    id: 1,
    name: 'template',
    description: 'template',
    price: 0,
    features: {
      maxTeamSize: 1,
      monthlyUsageLimit: 1,
      streamingPriority: 'Low',
      textureQuality: 'Basic',
      audienceLimit: 1,
      privateStreams: false,
    },
  },
  // 'Inquire' instead of a price, and 'contact sales'.
  {
    id: 2,
    name: 'Enterprise',
    description: 'template',
    price: 1,
    features: {
      maxTeamSize: 0,
      monthlyUsageLimit: 0,
      streamingPriority: 'Highest',
      textureQuality: 'Highest',
      audienceLimit: 1,
      privateStreams: true,
    },
  },
];

/** The plans list drawn, and the action behind each card's link (for what a click keeps). */
export interface DrawnPlanCards {
  list: HTMLUListElement;
  actions: Map<HTMLAnchorElement, PlanAction>;
}

const slot = (parent: ParentNode, name: string) => parent.querySelector<HTMLElement>(`[data-slot="${name}"]`);

/**
 * The plans page's list for a signed-out visitor, built from the template the prerender drew with the page's own
 * components (`PlanCard` via `PricingPage`) and the cards' texts (`planCardTexts`, written in the plans worker): the
 * same elements, classes and texts the app renders for the plans, so the app adopts them as they are. Null when the
 * template cannot show a card (a part it does not hold): the app draws the page then.
 */
export function drawPlanCards(template: HTMLTemplateElement, cards: readonly PlanCardTexts[]): DrawnPlanCards | null {
  const templateList = template.content.querySelector('ul');
  const [priced, inquire] = TEMPLATE_PLANS.map((plan) =>
    template.content.querySelector(`[data-plan-id="${plan.id}"]`)?.closest('li'),
  );
  if (!templateList || !priced || !inquire || cards.length === 0) return null;
  const footers = new Map<PlanAction['kind'], HTMLElement | null>(
    [priced, inquire].map((card, index) => [
      planAction({ signedIn: false, currentTierId: null, plan: TEMPLATE_PLANS[index]! }).kind,
      slot(card, 'card-footer'),
    ]),
  );
  const checked = priced.querySelector<HTMLLIElement>('li[data-feature="team-size"]');
  const lacking = priced.querySelector<HTMLLIElement>('li[data-feature="private-streams"]');
  if (!checked || !lacking) return null;

  const list = templateList.cloneNode(false) as HTMLUListElement;
  const actions = new Map<HTMLAnchorElement, PlanAction>();
  for (const [index, texts] of cards.entries()) {
    const { action } = texts;
    const footer = footers.get(action.kind);
    if (!footer || !('to' in action)) return null;
    const item = (texts.inquire ? inquire : priced).cloneNode(true) as HTMLLIElement;
    const card = slot(item, 'card');
    const title = slot(item, 'card-title');
    const price = slot(item, 'plan-price');
    const description = slot(item, 'card-description');
    const content = slot(item, 'card-content');
    const features = content?.querySelector('ul');
    const heading = content?.querySelector('h3');
    const oldFooter = slot(item, 'card-footer');
    if (!card || !title || !price || !description || !features || !heading || !oldFooter) return null;

    const titleId = `plan-${index}-name`;
    const featuresId = `plan-${index}-features`;
    card.dataset.planId = String(texts.planId);
    card.setAttribute('aria-labelledby', titleId);
    title.id = titleId;
    title.textContent = texts.name;
    if (texts.price !== null) {
      const amount = price.querySelector('span');
      if (!amount) return null;
      amount.textContent = texts.price;
    }
    description.textContent = texts.description;
    heading.id = featuresId;
    heading.textContent = texts.featuresLabel;
    features.setAttribute('aria-labelledby', featuresId);
    features.replaceChildren(
      ...texts.features.map((line) => {
        const row = (line.lacking ? lacking : checked).cloneNode(true) as HTMLLIElement;
        row.dataset.feature = line.kind;
        const text = row.querySelector('span');
        if (text) text.textContent = line.text;
        return row;
      }),
    );
    const newFooter = footer.cloneNode(true) as HTMLElement;
    oldFooter.replaceWith(newFooter);
    const link = newFooter.querySelector('a');
    if (!link) return null;
    link.setAttribute('href', action.to);
    actions.set(link, action);
    list.append(item);
  }
  return { list, actions };
}
