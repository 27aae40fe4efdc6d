import type { StoryContext } from '@storybook/react-vite';
import i18next, { type TFunction } from 'i18next';
import { mergeResources, toSupportedLanguage } from '../../shared';
import { feedbackResources } from '../locales/resources';

/**
 * The feedback translations on their own: play functions read the text they expect from the same JSON
 * the screen renders, so one play function checks English and Japanese.
 */
const translations = i18next.createInstance();
void translations.init({
  resources: mergeResources(feedbackResources),
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A `t` of the `feedback` namespace. */
export type StoryT = TFunction<'feedback'>;

/** `t` of the `feedback` namespace in the story's language (`globals.locale`): `storyT({ globals })`. */
export function storyT({ globals }: { globals: StoryContext['globals'] }): StoryT {
  return translations.getFixedT(toSupportedLanguage(String(globals.locale ?? 'en')), 'feedback');
}
