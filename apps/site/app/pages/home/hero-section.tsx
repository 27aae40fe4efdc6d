import { Button } from '@holostream/design-system';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { toStringList } from '../translated-list';
import { HologramVisual } from './hologram-visual';
import { useSitePaths } from '../../paths';
import { homeTexts } from './texts';
import { useTexts } from '@holostream/features/shared';

/** Headline, sub-headline, the calls to action (/plans, /about) and the hologram visual. */
export function HeroSection() {
  const { t } = useTexts(homeTexts);
  const paths = useSitePaths();
  const highlights = toStringList(t('hero.highlights', { returnObjects: true }));
  return (
    // `dark` switches the design tokens to their dark values inside the hero only.
    <section
      aria-labelledby="home-hero-title"
      className="dark relative isolate overflow-hidden bg-background text-foreground"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_85%_20%,oklch(0.38_0.14_285/0.55),transparent),radial-gradient(ellipse_60%_50%_at_10%_100%,oklch(0.36_0.09_210/0.45),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:gap-12 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-border bg-muted px-3 py-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]"
          >
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">{t('hero.subtitle')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.plans}>
                {t('hero.primaryCta')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.about}>{t('hero.secondaryCta')}</Link>
            </Button>
          </div>
          <ul
            aria-label={t('hero.highlightsLabel')}
            className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground"
          >
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-primary" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <HologramVisual />
      </div>
    </section>
  );
}
