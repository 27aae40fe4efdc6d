import { Button, EmptyState } from '@holostream/design-system';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../router/paths';
import type { TitleKey } from '../router/route-handle';

/** A placeholder for a route a later issue builds (/plans, /account, /checkout, /feedback). */
export function ComingSoonPage({ titleKey }: { titleKey: TitleKey }) {
  const { t } = useTranslation('site');
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`titles.${titleKey}`)}</h1>
      <EmptyState
        icon={<Sparkles />}
        titleAs="h2"
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
        action={
          <Button asChild variant="outline">
            <Link to={paths.home}>{t('comingSoon.home')}</Link>
          </Button>
        }
      />
    </section>
  );
}
