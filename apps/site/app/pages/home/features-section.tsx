import { Card, CardContent, CardHeader, CardTitle, SectionHeader } from '@holostream/design-system';
import { Boxes, Cloud, Network, Smartphone, type LucideIcon } from 'lucide-react';
import { homeTexts } from './texts';
import { useTexts } from '@holostream/features/shared';

/** The four parts of the platform, in the order a hologram travels through them. */
const FEATURES: ReadonlyArray<{ key: 'capture' | 'cloud' | 'scale' | 'plugin'; Icon: LucideIcon }> = [
  { key: 'capture', Icon: Smartphone },
  { key: 'cloud', Icon: Cloud },
  { key: 'scale', Icon: Network },
  { key: 'plugin', Icon: Boxes },
];

/** Four feature cards: capture app, cloud processing, scaling and distribution, game-engine plugin. */
export function FeaturesSection() {
  const { t } = useTexts(homeTexts);
  return (
    <section aria-labelledby="home-features-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeader
        size="display"
        className="max-w-2xl"
        titleId="home-features-title"
        title={t('features.title')}
        description={t('features.subtitle')}
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="flex">
            <Card className="w-full">
              <CardHeader className="gap-4">
                <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle>{t(`features.${key}.title`)}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{t(`features.${key}.body`)}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
