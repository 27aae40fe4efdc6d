/**
 * The JavaScript each page has fetched by the time it is usable (support/js-at-usable.ts), against its ceiling: a
 * page that grows fails here. The goals (130 KB public, 200 KB signed in) and each page's distance from them are in
 * `npm run bench`.
 */
import { expect, test } from '@playwright/test';
import { measureScripts, ROUTE_BUDGETS, type ScriptWeight } from './support/js-at-usable';

/** Every page is weighed side by side first, each in a context of its own: a weighing mostly waits. */
const weights = new Map<string, ScriptWeight>();
test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const origin = testInfo.project.use.baseURL ?? '';
  const measured = await Promise.all(ROUTE_BUDGETS.map((budget) => measureScripts(browser, origin, budget)));
  for (const weight of measured) weights.set(weight.route, weight);
});

for (const { route, ceilingKb } of ROUTE_BUDGETS) {
  test(`${route}: JavaScript at usable ≤ ${ceilingKb} KB`, () => {
    const weight = weights.get(route);
    if (!weight) throw new Error(`${route} was not weighed`);
    const files = weight.files.map((file) => `${file.url} ${file.kb.toFixed(1)} KB`).join(', ');
    test.info().annotations.push({ type: 'js-at-usable', description: `${weight.kb.toFixed(1)} KB: ${files}` });
    expect(weight.kb, `${route}: ${files}`).toBeLessThanOrEqual(ceilingKb);
  });
}
