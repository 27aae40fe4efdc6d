import type { ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage, type Language } from './create-i18n';

/** One namespace's words in one language: a locale file's content. */
export type Words = ResourceLanguage[string];

/** A locale file, imported when its language is shown: `() => import('./ja.json')`. */
export type WordsLoader = () => Promise<{ default: Words }>;

/** One namespace, declared by `defineTexts` and read by `useTexts`. */
export interface Texts<Namespace extends string = string> {
  namespace: Namespace;
  /** Fetches the words of a language once; later calls share it, and a fetch that failed is started again. */
  load: (language: Language) => Promise<Words>;
  /** The fetch of a language's words as it stands (started if there is none), for `useTexts`. */
  read: (language: Language) => TrackedWords;
}

/** A fetch of words that says how it settled, so that a render can read it without waiting. */
export type TrackedWords = Promise<Words> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: Words } | { status: 'rejected'; reason: unknown });

function track(promise: Promise<Words>): TrackedWords {
  const tracked = Object.assign(promise, { status: 'pending' }) as TrackedWords;
  // The callbacks return nothing: returning the promise itself would chain a second, unhandled rejection.
  promise.then(
    (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

const declared: Texts[] = [];

const isLoader = (source: Words | WordsLoader): source is WordsLoader => typeof source === 'function';

/**
 * Declares a namespace once, with its two locale files: `defineTexts('team', { en: () => import('./en.json'), ja:
 * () => import('./ja.json') })`. Each language's words are their own chunk, fetched when a page in that language
 * shows them, so no page carries the other language. Words given as objects (the site's shell, which document titles
 * read before anything renders) are there at once. Storybook and tests put every namespace in the i18n up front
 * (`featureResources`), so nothing is fetched there.
 */
export function defineTexts<const Namespace extends string>(
  namespace: Namespace,
  words: Record<Language, Words | WordsLoader>,
): Texts<Namespace> {
  const fetches = new Map<Language, TrackedWords>();
  const start = (language: Language): TrackedWords => {
    const source = words[language];
    const fetch = isLoader(source)
      ? track(source().then((module) => module.default))
      : (Object.assign(Promise.resolve(source), { status: 'fulfilled', value: source }) as TrackedWords);
    fetches.set(language, fetch);
    return fetch;
  };
  const read = (language: Language) => fetches.get(language) ?? start(language);
  const load = (language: Language) => {
    const fetch = read(language);
    return fetch.status === 'rejected' ? start(language) : fetch;
  };
  const texts = { namespace, load, read };
  declared.push(texts);
  return texts;
}

/**
 * Fetches, in one language, the words of every namespace declared so far: the modules of the page being opened have
 * declared theirs, so the client entry starts them all at once before hydrating, the prerender has them all before
 * it renders, and a route that imports code (an account tab) waits for that code's words with it.
 */
export function preloadTexts(language: Language): Promise<unknown> {
  return Promise.all(declared.map((texts) => texts.load(language)));
}

/**
 * The `t` of a namespace declared with `defineTexts`. Its words in the i18n's language are added to the i18n first;
 * if they have not arrived yet, the component suspends until they do (a route's navigation waits, a dialog's
 * `Suspense` shows nothing), and a failed fetch reaches the route's error boundary.
 */
export function useTexts<Namespace extends string>(texts: Texts<Namespace>) {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  if (!i18n.hasResourceBundle(language, texts.namespace)) {
    const fetch = texts.read(language);
    // Thrown, not `use`d: the component is rendered again from its first hook once the words are here, whatever
    // other components added meanwhile (and a test's synchronous render stays synchronous when they are there).
    if (fetch.status === 'pending') throw fetch;
    if (fetch.status === 'rejected') throw fetch.reason;
    i18n.addResourceBundle(language, texts.namespace, fetch.value);
  }
  return useTranslation(texts.namespace);
}
