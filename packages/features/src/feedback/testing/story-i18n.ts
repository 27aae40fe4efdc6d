import type { TFunction } from 'i18next';
import { createStoryT } from '../../shared/testing/stories';
import { feedbackTexts } from '../locales/texts';

/** `t` of the `feedback` namespace in the story's language (`globals.locale`): `storyT({ globals })`. */
export const storyT = createStoryT(feedbackTexts);

/** A `t` of the `feedback` namespace. */
export type StoryT = TFunction<'feedback'>;
