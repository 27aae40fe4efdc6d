import { defineTexts, useTexts } from '@holostream/features/shared';
import { Card, CardContent, CardHeader, CardTitle, cn } from '@holostream/design-system';
import { Eye, Target } from 'lucide-react';
import { toStringList } from '../translated-list';
import { phraseBreaks } from '../typography';
import { TeamCard } from './team-card';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** The `about` namespace: its words. */
const aboutTexts = defineTexts('about', { en, ja });

const TEAM = ['aiko', 'kenji', 'emily'] as const;

/** The two statements shown side by side, each with its icon. */
const PRINCIPLES = [
  ['vision', Eye],
  ['mission', Target],
] as const;

/** About (/about): vision, mission, the company and three team cards. */
export function AboutPage() {
  // This page's words come with its chunk, not with every load of the app.
  const { t } = useTexts(aboutTexts);
  const companyParagraphs = toStringList(t('company.paragraphs', { returnObjects: true }));
  return (
    <div
      className={cn(
        'mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-12 sm:gap-20 sm:px-6 sm:py-16',
        phraseBreaks,
      )}
    >
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground sm:text-xl">{t('lead')}</p>
      </header>

      <div className="grid gap-5 md:grid-cols-2">
        {PRINCIPLES.map(([key, Icon]) => (
          <section key={key} aria-labelledby={`about-${key}-title`} className="flex">
            <Card className="w-full">
              <CardHeader className="gap-4">
                <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle as="h2" id={`about-${key}-title`} className="text-2xl">
                  {t(`${key}.title`)}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-muted-foreground">{t(`${key}.body`)}</p>
              </CardContent>
            </Card>
          </section>
        ))}
      </div>

      <section aria-labelledby="about-company-title" className="grid gap-4 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <h2 id="about-company-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('company.title')}
        </h2>
        <div className="flex flex-col gap-4 text-base sm:text-lg">
          {companyParagraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-team-title">
        <h2 id="about-team-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('team.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('team.subtitle')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member}>
              <TeamCard
                initials={t(`team.members.${member}.initials`)}
                name={t(`team.members.${member}.name`)}
                role={t(`team.members.${member}.role`)}
                bio={t(`team.members.${member}.bio`)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
