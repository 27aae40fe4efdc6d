/**
 * The JavaScript each page has fetched by the time it is usable (support/js-at-usable.ts), against its ceiling: a
 * page that grows fails here. The goals (130 KB public, 200 KB signed in) and each page's distance from them are in
 * `npm run bench`.
 */
import { expect, test } from '@playwright/test';
import { measureScripts, ROUTE_BUDGETS, type ScriptWeight } from './support/js-at-usable';
import { resetSandbox } from './support/session';

/**
 * The pages are weighed first, in a fresh demo world, four at a time, each in a context of its own (a weighing mostly waits); a page that
 * could not be weighed fails its own test with the reason.
 */
const weights = new Map<string, ScriptWeight | Error>();
test.beforeAll(async ({ browser, playwright }, testInfo) => {
  test.setTimeout(120_000);
  const origin = testInfo.project.use.baseURL ?? '';
  // The demo world as it starts, whatever a journey before this file left (a scenario, a revoked session).
  const request = await playwright.request.newContext({ baseURL: origin });
  await resetSandbox(request);
  await request.dispose();
  const waiting = [...ROUTE_BUDGETS];
  const weighNext = async (): Promise<void> => {
    const budget = waiting.shift();
    if (!budget) return;
    weights.set(
      budget.route,
      await measureScripts(browser, origin, budget).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
    );
    await weighNext();
  };
  await Promise.all(Array.from({ length: 4 }, weighNext));
});

for (const { route, ceilingKb } of ROUTE_BUDGETS) {
  test(`${route}: JavaScript at usable ≤ ${ceilingKb} KB`, () => {
    const weight = weights.get(route);
    if (!weight) throw new Error(`${route} was not weighed`);
    if (weight instanceof Error) throw weight;
    const files = weight.files.map((file) => `${file.url} ${file.kb.toFixed(1)} KB`).join(', ');
    test.info().annotations.push({ type: 'js-at-usable', description: `${weight.kb.toFixed(1)} KB: ${files}` });
    expect(weight.kb, `${route}: ${files}`).toBeLessThanOrEqual(ceilingKb);
  });
}
