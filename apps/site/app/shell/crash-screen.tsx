import { Button } from '@holostream/design-system';
import { CircleAlert, Home, RotateCw } from 'lucide-react';
import { sitePaths } from '../paths';
import { siteTexts } from '../locales/texts';
import { useLanguage, useTexts } from '@holostream/features/shared';

export interface CrashScreenProps {
  /** Tries the route again. */
  onRetry: () => void;
  /** The page's code did not load (a lost connection, say): the words say so instead of blaming an error. */
  notLoaded?: boolean;
}

/** Shown by an error boundary instead of a blank page (shell.crash, shell.not-loaded): retry or go home. */
export function CrashScreen({ onRetry, notLoaded = false }: CrashScreenProps) {
  const { t } = useTexts(siteTexts);
  const home = sitePaths(useLanguage()).home;
  return (
    <section
      role="alert"
      aria-labelledby="crash-title"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center sm:py-24"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-status-red-surface text-status-red">
        <CircleAlert aria-hidden className="size-7" />
      </span>
      <h1 id="crash-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t(notLoaded ? 'crash.notLoadedTitle' : 'crash.title')}
      </h1>
      <p className="text-base text-muted-foreground">
        {t(notLoaded ? 'crash.notLoadedDescription' : 'crash.description')}
      </p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
        <Button size="lg" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t('crash.retry')}
        </Button>
        <Button asChild size="lg" variant="outline">
          {/* A plain link (not the router's), home in the page's language: it works when the router is what broke. */}
          <a href={home}>
            <Home aria-hidden />
            {t('crash.home')}
          </a>
        </Button>
      </div>
    </section>
  );
}
