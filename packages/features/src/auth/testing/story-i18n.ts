import type { TFunction } from 'i18next';
import { createStoryT } from '../../shared/testing/stories';
import { authTexts } from '../locales/texts';

/** `t` of the `auth` namespace in the story's language (`globals.locale`): `storyT({ globals })`. */
export const storyT = createStoryT(authTexts);

/** A `t` of the `auth` namespace. */
export type StoryT = TFunction<'auth'>;

/** A label whose `<tag>…</tag>` part is a link with a hidden "(opens in a new tab)", as a screen reader names it. */
export function withNewTabLink(text: string, newTab: string): string {
  return text.replace(/<(\w+)>(.*?)<\/\1>/, `$2 ${newTab}`);
}

/** The words inside the `<tag>…</tag>` of a translation (a link's visible text). */
export function taggedText(text: string): string {
  return /<(\w+)>(.*?)<\/\1>/.exec(text)?.[2] ?? text;
}
