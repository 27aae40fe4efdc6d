import { defineTexts, useTexts } from '@holostream/features/shared';
import { Card, CardContent, CardHeader, CardTitle, TextLink } from '@holostream/design-system';
import { Link } from 'react-router';
import { mailto, SUPPORT_EMAIL, WEBSITE_URL } from '../../external-links';
import { DocumentPage } from '../document-page';
import { DISCLOSURE_SECTIONS, type DisclosureLink } from './disclosure-sections';
import { useSitePaths } from '../../paths';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `disclosure` namespace: its words (commercial disclosure). */
const disclosureTexts = defineTexts('disclosure', { en, ja });

/** The detail of a row: translated text, or for e-mail, website and price a link (with text). */
function RowDetail({ section, row, link }: { section: string; row: string; link?: DisclosureLink }) {
  const { t } = useTexts(disclosureTexts);
  const paths = useSitePaths();
  if (link === 'email') {
    return (
      <TextLink href={mailto(SUPPORT_EMAIL)} className="break-all">
        {SUPPORT_EMAIL}
      </TextLink>
    );
  }
  if (link === 'website') {
    return (
      <TextLink href={WEBSITE_URL} className="break-all">
        {WEBSITE_URL}
      </TextLink>
    );
  }
  return (
    <>
      <span className="whitespace-pre-line">{t(`sections.${section}.${row}.detail`)}</span>
      {link === 'pricing' && (
        <>
          {' '}
          <TextLink asChild className="break-all">
            <Link to={paths.plans}>{t('sections.fees.pricingLink')}</Link>
          </TextLink>
        </>
      )}
    </>
  );
}

/**
 * Commercial disclosure (/commercial-disclosure, 特定商取引法に基づく表記): five sections of
 * definition lists. English is the default text (and the fallback for any missing Japanese).
 */
export function CommercialDisclosurePage() {
  // This page's words come with its chunk, not with every load of the app.
  const { t } = useTexts(disclosureTexts);
  return (
    <DocumentPage title={t('title')} lead={t('lead')}>
      {DISCLOSURE_SECTIONS.map(({ id, rows }) => (
        <section key={id} aria-labelledby={`disclosure-${id}-title`}>
          <Card className="gap-2 sm:gap-3">
            <CardHeader>
              <CardTitle as="h2" id={`disclosure-${id}-title`} className="text-xl">
                {t(`sections.${id}.title`)}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-border">
                {rows.map(({ key, link }) => (
                  <div key={key} className="grid gap-1 py-3.5 sm:grid-cols-[13rem_1fr] sm:gap-6">
                    <dt className="text-sm font-semibold">{t(`sections.${id}.${key}.term`)}</dt>
                    <dd className="text-sm text-muted-foreground">
                      <RowDetail section={id} row={key} link={link} />
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </section>
      ))}
    </DocumentPage>
  );
}
