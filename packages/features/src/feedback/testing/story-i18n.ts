import type { TFunction } from 'i18next';
import { createStoryT } from '../../shared/testing/stories';
import { feedbackResources } from '../locales/resources';

/** `t` of the `feedback` namespace in the story's language (`globals.locale`): `storyT({ globals })`. */
export const storyT = createStoryT(feedbackResources, 'feedback');

/** A `t` of the `feedback` namespace. */
export type StoryT = TFunction<'feedback'>;
