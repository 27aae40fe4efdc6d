import type { ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage, type Language } from './create-i18n';

/** One namespace's words in one language: a locale file's content. */
export type Words = ResourceLanguage[string];

/** One namespace, declared by `defineTexts` and read by `useTexts`. */
export interface Texts<Namespace extends string = string> {
  namespace: Namespace;
  words: Record<Language, Words>;
}

/**
 * Declares a namespace once, beside its two locale files: `defineTexts('team', { en, ja })` with
 * `import en from './en.json'`. The words come with the code that shows them, in the same round as the page's code
 * (docs/decisions/0001).
 */
export function defineTexts<const Namespace extends string>(
  namespace: Namespace,
  words: Record<Language, Words>,
): Texts<Namespace> {
  return { namespace, words };
}

/**
 * The `t` of a namespace declared with `defineTexts`: its words in the i18n instance's language are added to the
 * instance the first time a component shows them (any instance: the site's, Storybook's, a test's or a consumer's).
 */
export function useTexts<Namespace extends string>(texts: Texts<Namespace>) {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  if (!i18n.hasResourceBundle(language, texts.namespace)) {
    i18n.addResourceBundle(language, texts.namespace, texts.words[language]);
  }
  return useTranslation(texts.namespace);
}
