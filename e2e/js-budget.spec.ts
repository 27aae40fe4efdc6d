/**
 * JavaScript by the time each public page is usable (issue 19, goal 1; the measurement: support/js-at-usable.ts),
 * against its budget: 100 KB for a content page, 130 KB for a page with a form. A route over its budget today has
 * a written ceiling that it may not pass, and the issue stays open while it does.
 */
import { expect, test } from '@playwright/test';
import { measureScripts, ROUTE_BUDGETS } from './support/js-at-usable';

for (const { route, budgetKb, ceiling } of ROUTE_BUDGETS) {
  test(`${route}: JavaScript at usable ≤ ${ceiling ? `${ceiling.kb} KB for now (target ${budgetKb} KB)` : `${budgetKb} KB`}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(30_000);
    const weight = await measureScripts(browser, baseURL ?? '', route);
    const files = weight.files.map((file) => `${file.url} ${file.kb.toFixed(1)} KB`).join(', ');
    test.info().annotations.push({ type: 'js-at-usable', description: `${weight.kb.toFixed(1)} KB: ${files}` });
    console.log(`${route}: ${weight.kb.toFixed(1)} KB (${weight.files.length} files)`);
    expect(weight.kb, `${route}: ${files}`).toBeLessThanOrEqual(ceiling?.kb ?? budgetKb);
  });
}
