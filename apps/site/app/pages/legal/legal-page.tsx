import { useAddress, useFeatureResources } from '@holostream/features/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger, TextLink } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { mailto, SUPPORT_EMAIL, WEBSITE_URL } from '../site-links';
import { DocumentPage } from '../document-page';
import { formatLastUpdated, LAST_UPDATED } from './last-updated';
import { LegalDocument } from './legal-document';
import { toLegalSections } from './legal-sections';
import { TermsAtAGlance } from './terms-at-a-glance';
import { legalResources } from './resources';

export type LegalTab = 'privacy' | 'terms';

/** `?tab=terms` opens the terms (a link from sign-up, say); anything else shows the privacy policy. */
export function toLegalTab(value: string | null): LegalTab {
  return value === 'terms' ? 'terms' : 'privacy';
}

/**
 * Legal (/legal): privacy policy (default) and terms of service in tabs, with the company, website,
 * contact e-mail and last-updated date above them. The open tab is kept in `?tab=` (history replaced).
 */
export function LegalPage() {
  // This page's words come with its chunk, not with every load of the app.
  useFeatureResources(legalResources);
  const { t, i18n } = useTranslation('legal');
  const [, setSearchParams] = useSearchParams();
  // The prerendered page is the privacy policy: `?tab=terms` shows once the page has hydrated.
  const tab = toLegalTab(useAddress().search.get('tab'));

  const selectTab = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (toLegalTab(value) === 'terms') next.set('tab', 'terms');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <DocumentPage title={t('title')} lead={t('lead')}>
      <dl className="grid gap-4 rounded-xl border border-border bg-card p-5 text-sm shadow-card sm:grid-cols-2 sm:p-6">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('meta.company')}</dt>
          <dd className="font-medium">{t('meta.companyName')}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('meta.website')}</dt>
          <dd>
            <TextLink href={WEBSITE_URL} className="break-all">
              {WEBSITE_URL}
            </TextLink>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('meta.contact')}</dt>
          <dd>
            <TextLink href={mailto(SUPPORT_EMAIL)} className="break-all">
              {SUPPORT_EMAIL}
            </TextLink>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('meta.lastUpdated')}</dt>
          <dd className="font-medium">
            <time dateTime={LAST_UPDATED}>{formatLastUpdated(i18n.resolvedLanguage ?? i18n.language)}</time>
          </dd>
        </div>
      </dl>

      <Tabs value={tab} onValueChange={selectTab} className="gap-8">
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="privacy">{t('tabs.privacy')}</TabsTrigger>
          <TabsTrigger value="terms">{t('tabs.terms')}</TabsTrigger>
        </TabsList>
        <TabsContent value="privacy">
          <LegalDocument
            id="privacy"
            title={t('privacy.title')}
            intro={t('privacy.intro')}
            sections={toLegalSections(t('privacy.sections', { returnObjects: true }))}
          />
        </TabsContent>
        <TabsContent value="terms">
          <LegalDocument
            id="terms"
            title={t('terms.title')}
            intro={t('terms.intro')}
            sections={toLegalSections(t('terms.sections', { returnObjects: true }))}
          >
            <TermsAtAGlance />
          </LegalDocument>
        </TabsContent>
      </Tabs>
    </DocumentPage>
  );
}
