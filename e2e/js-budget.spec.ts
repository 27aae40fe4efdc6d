/**
 * JavaScript by the time each public page is usable (issue 19, goal 1; the measurement: support/js-at-usable.ts),
 * against its budget: 100 KB for a content page, 130 KB for a page with a form.
 */
import { expect, test } from '@playwright/test';
import { measureScripts, ROUTE_BUDGETS, type ScriptWeight } from './support/js-at-usable';

/**
 * Every route is weighed side by side before the tests read their figure, each page in a context of its own: a
 * weighing mostly waits (3.5 s for the page's own timers), and what a page fetches does not depend on how busy the
 * machine is. Nine routes took about 41 s one after another (issue 19, goal 5).
 */
const weights = new Map<string, ScriptWeight>();
test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  const origin = testInfo.project.use.baseURL ?? '';
  const measured = await Promise.all(ROUTE_BUDGETS.map(({ route }) => measureScripts(browser, origin, route)));
  for (const weight of measured) weights.set(weight.route, weight);
});

for (const { route, budgetKb } of ROUTE_BUDGETS) {
  test(`${route}: JavaScript at usable ≤ ${budgetKb} KB`, () => {
    const weight = weights.get(route);
    if (!weight) throw new Error(`${route} was not weighed`);
    const files = weight.files.map((file) => `${file.url} ${file.kb.toFixed(1)} KB`).join(', ');
    test.info().annotations.push({ type: 'js-at-usable', description: `${weight.kb.toFixed(1)} KB: ${files}` });
    console.log(`${route}: ${weight.kb.toFixed(1)} KB (${weight.files.length} files)`);
    expect(weight.kb, `${route}: ${files}`).toBeLessThanOrEqual(budgetKb);
  });
}
