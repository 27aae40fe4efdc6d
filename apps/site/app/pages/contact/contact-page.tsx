import { defineTexts, useTexts } from '@holostream/features/shared';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  TextLink,
} from '@holostream/design-system';
import { Check, Clock, ExternalLink as ExternalLinkIcon, Mail } from 'lucide-react';
import { ExternalLink } from '../external-link';
import { CONTACT_FORM_URL, mailto, SUPPORT_EMAIL } from '../../external-links';
import { toStringList } from '../translated-list';
import { phraseBreaks } from '../typography';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `contact` namespace: its words. */
const contactTexts = defineTexts('contact', { en, ja });

/** Contact (/contact): a card whose button opens the external contact form in a new tab. */
export function ContactPage() {
  // This page's words come with its chunk, not with every load of the app.
  const { t } = useTexts(contactTexts);
  const topics = toStringList(t('form.topics', { returnObjects: true }));
  return (
    <div
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:gap-10 sm:px-6 sm:py-16', phraseBreaks)}
    >
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{t('lead')}</p>
      </header>

      <section aria-labelledby="contact-form-title">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="contact-form-title" className="text-xl sm:text-2xl">
              {t('form.title')}
            </CardTitle>
            <CardDescription className="text-base">{t('form.description')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold">{t('form.topicsLabel')}</h3>
            <ul className="flex flex-col gap-2 text-sm">
              {topics.map((topic) => (
                <li key={topic} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {topic}
                </li>
              ))}
            </ul>
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-4 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
            <Button asChild size="lg">
              <ExternalLink href={CONTACT_FORM_URL} newTabHint={t('newTab')}>
                {t('form.open')}
                <ExternalLinkIcon aria-hidden="true" />
              </ExternalLink>
            </Button>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              {t('form.hours')}
            </p>
          </CardFooter>
        </Card>
      </section>

      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {t('email.label')}
        <TextLink href={mailto(SUPPORT_EMAIL)}>{SUPPORT_EMAIL}</TextLink>
      </p>
    </div>
  );
}
