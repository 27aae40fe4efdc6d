import { Tabs, TabsContent, TabsList, TabsTrigger } from '@holostream/design-system';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_TABS, readAccountTab, withAccountTab, isAccountTab, type AccountTab } from '../model/account-tab';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

export interface AccountPageProps {
  /** The content of each tab; only the open tab's is rendered (an app may give only the open one's). */
  panels: Partial<Record<AccountTab, ReactNode>>;
  /** Shown above the tabs on every tab (e.g. the past-due banner). */
  banner?: ReactNode;
}

/**
 * /account (docs/product.md §2 Account): the heading and the six tabs. The open tab lives in `?tab=` (removed
 * for general), each change replaces the history entry, and an unknown value opens general.
 */
export function AccountPage({ panels, banner }: AccountPageProps) {
  const { t } = useTexts(accountTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readAccountTab(searchParams);

  const selectTab = (value: string) => {
    if (!isAccountTab(value)) return;
    setSearchParams((params) => withAccountTab(params, value), { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      {banner}
      <Tabs value={tab} onValueChange={selectTab} className="gap-6">
        {/* Wrapping onto a second row on a phone: every tab in view at once, none behind an edge. */}
        <TabsList aria-label={t('tabs.label')} className="flex-wrap">
          {ACCOUNT_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ACCOUNT_TABS.map((value) => (
          <TabsContent key={value} value={value} className="focus-visible:outline-none">
            {panels[value]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
