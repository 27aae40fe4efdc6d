import type { StoryContext } from '@storybook/react-vite';
import i18next, { type TFunction } from 'i18next';
import { mergeResources, toSupportedLanguage } from '../../shared';
import { authResources } from '../locales/resources';

/**
 * The auth translations on their own (no detector, no React binding): play functions read the text
 * they expect from the same JSON the screens render, so one play function checks both languages.
 */
const translations = i18next.createInstance();
void translations.init({
  resources: mergeResources(authResources),
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

type Globals = StoryContext['globals'];

/** A `t` of the `auth` namespace. */
export type StoryT = TFunction<'auth'>;

/** `t` of the `auth` namespace in the story's language (`globals.locale`, the toolbar's): `storyT({ globals })`. */
export function storyT({ globals }: { globals: Globals }): StoryT {
  return translations.getFixedT(toSupportedLanguage(String(globals.locale ?? 'en')), 'auth');
}

/** A label whose `<tag>…</tag>` part is a link with a hidden "(opens in a new tab)", as a screen reader names it. */
export function withNewTabLink(text: string, newTab: string): string {
  return text.replace(/<(\w+)>(.*?)<\/\1>/, `$2 ${newTab}`);
}

/** The words inside the `<tag>…</tag>` of a translation (a link's visible text). */
export function taggedText(text: string): string {
  return /<(\w+)>(.*?)<\/\1>/.exec(text)?.[2] ?? text;
}
