/**
 * The account page's tabs as the journeys walk them: from the features' own list (`ACCOUNT_TABS`) and names from
 * the account locale files, so a new tab is walked without editing a journey. The one thing a new tab adds here is
 * its entry in ACCOUNT_TAB_JOURNEYS (it fails to compile until it has one).
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

/** Text that shows once a screen has read its data, in each language. */
export type Ready = Record<'en' | 'ja', string | RegExp>;

export interface AccountTabJourney {
  /** What the tab shows once read, whatever the server's answers looked like (e2e/variations.spec.ts). */
  ready: Ready;
}

export const ACCOUNT_TAB_JOURNEYS: Record<AccountTab, AccountTabJourney> = {
  general: { ready: { en: 'Subscription', ja: 'サブスクリプション' } },
  'getting-started': { ready: { en: 'Unity', ja: 'Unity' } },
  team: { ready: { en: /\d+\/\d+ members/, ja: /\d+\/\d+ 人/ } },
  usage: { ready: { en: 'Usage', ja: '利用状況' } },
  billing: { ready: { en: 'Billing history', ja: '請求履歴' } },
  security: { ready: { en: 'Change password', ja: 'パスワードの変更' } },
};
