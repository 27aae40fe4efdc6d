/**
 * Story helpers every feature shares: a sandbox world through MSW, a signed-in story, a reseed between
 * stories, and a stand-in for the routes a screen leaves to. Storybook-only: never export this from
 * `shared/index.ts` (it pulls in the sandbox).
 */
import { SANDBOX_TOKENS, type SandboxUsername } from '@holostream/sandbox';
import { sandboxHandlers, type SandboxHandlersOptions } from '@holostream/sandbox/msw';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import i18next, { type TFunction } from 'i18next';
import { useLocation } from 'react-router';
import { expect } from 'storybook/test';
import { failureTexts } from '../failures/texts';
import { formTexts } from '../forms/texts';
import { toSupportedLanguage } from '../i18n/create-i18n';
import type { Texts } from '../i18n/texts';
import { SignedInPerson } from '../person';

/**
 * `parameters.msw` of a story: a sandbox world (signed in as `user` when given), with cheap password
 * hashing and a quiet log. `options.scenarios` picks named scenarios, `options.customize` edits the
 * seeded world. `sandbox(options)` alone is a world nobody is signed in to (or `options.signedInAs`).
 */
export function sandbox(user?: SandboxUsername | SandboxHandlersOptions, options: SandboxHandlersOptions = {}) {
  const signedIn = typeof user === 'string' ? { signedInAs: user } : {};
  const given = typeof user === 'object' ? user : options;
  return {
    handlers: sandboxHandlers({ ...signedIn, passwordIterations: 1000, log: () => undefined, ...given }),
  };
}

/** A story's globals in Japanese: `globals: JAPANESE`. */
export const JAPANESE = { locale: 'ja' };
/** A story's globals at phone width: `globals: { ...PHONE }`. */
export const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** At phone width (390 px), nothing sticks out sideways. */
export async function fitsThePhone() {
  await expect(window.innerWidth).toBeLessThanOrEqual(390);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Nothing wider than the window at any width: long texts wrap instead of widening the page. */
export async function noSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The reset e-mails the sandbox "sent" to `to`. */
export async function sandboxOutbox(to: string): Promise<{ to: string; link: string }[]> {
  const response = await fetch(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: { to: string; link: string }[] };
  return body.messages;
}

/**
 * A namespace's words on their own (no detector, no React binding): play functions read the text
 * they expect from the same JSON the screens render, so one play function checks both languages.
 * `const storyT = createStoryT(authTexts)`, then `storyT({ globals })` in a play function. The rules' messages and
 * the password checklist a form shows (`validation.*`, `passwordRules.*`: the forms' words) are read through it too.
 */
export function createStoryT<Namespace extends string>({ namespace, words }: Texts<Namespace>) {
  const translations = i18next.createInstance();
  const withRules = (language: 'en' | 'ja') => ({
    ...(words[language] as object),
    validation: (formTexts.words[language] as { validation: object }).validation,
    passwordRules: (formTexts.words[language] as { passwordRules: object }).passwordRules,
  });
  void translations.init({
    resources: { en: { [namespace]: withRules('en') }, ja: { [namespace]: withRules('ja') } },
    lng: 'en',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return ({ globals }: { globals: StoryContext['globals'] }): TFunction<Namespace> =>
    translations.getFixedT(toSupportedLanguage(String(globals.locale ?? 'en')), namespace);
}

/** The messages for people of every failure (namespace `failures`), in the story's language. */
export const failureStoryT = createStoryT(failureTexts);

/**
 * A story `beforeEach` (`beforeEach: signInStory`): a fresh sandbox world, and the token of `parameters.storyUser`
 * (demo by default) where the story's API client reads it (`localStorage.token`), removed afterwards.
 */
export async function signInStory({
  parameters,
  viewMode,
}: {
  parameters: Record<string, unknown>;
  viewMode?: string;
}) {
  // A docs page renders its stories once and side by side on one MSW worker, holding the last story's handlers:
  // nothing to reseed, and a reset could reach another story's world or none.
  if (viewMode !== 'docs') await resetSandbox();
  const user = (parameters.storyUser ?? 'demo') as SandboxUsername;
  localStorage.setItem('token', SANDBOX_TOKENS[user]);
  return () => localStorage.removeItem('token');
}

/** A decorator: the person signed in is `demo`, as the site's AuthProvider says (what is kept for a person needs one). */
export const asDemoPerson: Decorator = (Story) => (
  <SignedInPerson value="demo">
    <Story />
  </SignedInPerson>
);

/** Forgets what this browser kept for people under `name` (a dismissed notice, ticked steps): a story starts fresh. */
export function forgetKept(name: string) {
  for (const key of Object.keys(localStorage)) if (key.startsWith(`holostream:${name}:`)) localStorage.removeItem(key);
}

/** Reseeds the story's sandbox world (same scenarios), so a story that changes data can run again. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch('/__sandbox/reset', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Sandbox reset failed: ${response.status}`);
}

/** How many times the sandbox answered each operation (by operationId) since the last reset. */
export async function sandboxStats(): Promise<Record<string, number>> {
  const response = await fetch('/__sandbox/stats');
  const body = (await response.json()) as { operations: Record<string, number> };
  return body.operations;
}

/** Waits for the fade-ins so checks (and the accessibility scan) see the finished frame. */
export const animationsDone = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished),
  );

/**
 * Stands in for a route outside the feature: its heading is the path it was reached at, and it prints
 * the navigation state it received.
 */
export function Destination() {
  const location = useLocation();
  return (
    <section aria-labelledby="destination-title" className="grid gap-2 p-6">
      <h1 id="destination-title" className="text-2xl font-semibold">
        {location.pathname}
      </h1>
      {/* Long words (the query, JSON): they break anywhere rather than widen a phone's page. */}
      <p className="font-mono text-sm break-all">{location.search}</p>
      <p className="font-mono text-sm break-all">{JSON.stringify(location.state)}</p>
    </section>
  );
}
