import { Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@holostream/design-system';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AccountTabDefinition } from '../../shared/account-tab';
import { useTexts } from '../../shared/i18n/texts';
import { readAccountTab, withAccountTab } from '../model/account-tab';
import { accountTexts } from '../locales/texts';

export interface AccountPageProps {
  /** The tabs in their order, each declared by its feature (general first). */
  tabs: readonly AccountTabDefinition[];
  /** The content of each tab by name; only the open tab's is rendered (an app may give only the open one's). */
  panels: Partial<Record<string, ReactNode>>;
  /** Shown above the tabs on every tab (e.g. the past-due banner). */
  banner?: ReactNode;
}

/** A tab's name, in its feature's words. */
function TabName({ tab }: { tab: AccountTabDefinition }) {
  const { t } = useTexts(tab.texts);
  return t(tab.label);
}

/**
 * /account (docs/product.md §2 Account): the heading and the tabs. The open tab lives in `?tab=` (removed for
 * general), each change replaces the history entry, and an unknown value opens general.
 */
export function AccountPage({ tabs, panels, banner }: AccountPageProps) {
  const { t } = useTexts(accountTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const names = tabs.map(({ name }) => name);
  const open = readAccountTab(searchParams, names);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      {banner}
      <Tabs
        value={open}
        onValueChange={(value) => setSearchParams((params) => withAccountTab(params, value), { replace: true })}
        className="gap-6"
      >
        {/* Wrapping onto a second row on a phone: every tab in view at once, none behind an edge. */}
        <TabsList aria-label={t('tabList')} className="flex-wrap">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.name} value={tab.name}>
              <TabName tab={tab} />
            </TabsTrigger>
          ))}
        </TabsList>
        {names.map((name) => (
          <TabsContent key={name} value={name} className="focus-visible:outline-none">
            {/* A panel fetched apart from the page (React.lazy) shows this until its code is there. */}
            <Suspense
              fallback={<Spinner size="lg" className="mx-auto my-12 block text-primary" label={t('loadingTab')} />}
            >
              {panels[name]}
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
