import { useLanguage, useTexts } from '@holostream/features/shared';
import { cn, TextLink } from '@holostream/design-system';
import { mailto, SUPPORT_EMAIL, WEBSITE_URL } from '../../external-links';
import { DocumentPage } from '../document-page';
import { formatLastUpdated, LAST_UPDATED } from './last-updated';
import { LegalDocument } from './legal-document';
import { toLegalSections } from './legal-sections';
import { TermsAtAGlance } from './terms-at-a-glance';
import { legalTexts } from './texts';

/**
 * The two texts as tabs that are plain links to their own section (`/legal#terms`, a link from sign-up): the
 * address's fragment shows one (CSS `:target`), the privacy policy by default. A document: no script needed.
 */
const TABS = ['privacy', 'terms'] as const;

const tabLink = cn(
  'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground',
  'transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);

/**
 * Legal (/legal): privacy policy (default) and terms of service as two tabs, with the company, website, contact
 * e-mail and last-updated date above them. The open tab is the address's fragment (`#terms`).
 */
export function LegalPage() {
  // This page's words come with its chunk, not with every load of the app.
  const { t } = useTexts(legalTexts);
  const language = useLanguage();

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
            <time dateTime={LAST_UPDATED}>{formatLastUpdated(language)}</time>
          </dd>
        </div>
      </dl>

      <div
        className={cn(
          'flex flex-col gap-8',
          // The terms show when the address points at them; the privacy policy otherwise.
          'has-[#terms:target]:[&_#privacy]:hidden not-has-[#terms:target]:[&_#terms]:hidden',
          // The link of the text shown looks chosen.
          'not-has-[#terms:target]:[&_a[href="#privacy"]]:bg-background not-has-[#terms:target]:[&_a[href="#privacy"]]:text-foreground',
          'not-has-[#terms:target]:[&_a[href="#privacy"]]:shadow-sm has-[#terms:target]:[&_a[href="#terms"]]:bg-background',
          'has-[#terms:target]:[&_a[href="#terms"]]:text-foreground has-[#terms:target]:[&_a[href="#terms"]]:shadow-sm',
        )}
      >
        <nav aria-label={t('tabs.label')}>
          <ul className="inline-flex gap-1 rounded-lg bg-muted p-1">
            {TABS.map((tab) => (
              <li key={tab}>
                <a href={`#${tab}`} className={tabLink}>
                  {t(`tabs.${tab}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LegalDocument
          id="privacy"
          title={t('privacy.title')}
          intro={t('privacy.intro')}
          sections={toLegalSections(t('privacy.sections', { returnObjects: true }))}
        />
        <LegalDocument
          id="terms"
          title={t('terms.title')}
          intro={t('terms.intro')}
          sections={toLegalSections(t('terms.sections', { returnObjects: true }))}
        >
          <TermsAtAGlance />
        </LegalDocument>
      </div>
    </DocumentPage>
  );
}
