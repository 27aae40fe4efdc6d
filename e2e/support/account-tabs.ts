/**
 * The account page's tabs as the journeys walk them: from the features' own list (`ACCOUNT_TABS`) and names from
 * the account locale files, so a new tab is walked without editing a journey.
 */
import { ACCOUNT_TABS, type AccountTab } from '../../packages/features/src/account/model/account-tab';
import en from '../../packages/features/src/account/locales/en.json' with { type: 'json' };
import ja from '../../packages/features/src/account/locales/ja.json' with { type: 'json' };

export interface AccountTabStop {
  tab: AccountTab;
  /** `/account` for the general tab, `/account?tab=…` for the others. */
  address: string;
  /** The tab's name in English and Japanese. */
  name: { en: string; ja: string };
}

export const accountTabs: AccountTabStop[] = ACCOUNT_TABS.map((tab) => ({
  tab,
  address: tab === 'general' ? '/account' : `/account?tab=${tab}`,
  name: { en: en.tabs[tab], ja: ja.tabs[tab] },
}));
