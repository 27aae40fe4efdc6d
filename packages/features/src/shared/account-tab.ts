import type { ScreenPrefetch } from './api/prefetch';
import type { Texts } from './i18n/texts';

/**
 * A tab of /account, declared once by the feature that shows it (`export const teamTab = { … }` in its index). The
 * app lists the declarations in their order with each one's panel; the tab list, `?tab=` and the journeys follow.
 */
export interface AccountTabDefinition {
  /** Its value in `?tab=` (kebab-case). */
  name: string;
  /** The feature's words (`defineTexts`). */
  texts: Texts;
  /** The key of the tab's name among those words (`'title'`). */
  label: string;
  /**
   * The panel's code, for a tab whose panel is fetched apart from the page (`React.lazy`): the route's loader starts it
   * with the reads when the address opens the tab, and idle time fetches the others'.
   */
  code?: () => Promise<unknown>;
  /** What the tab reads first: the route's loader starts it when the address opens the tab. */
  reads?: ScreenPrefetch;
}
