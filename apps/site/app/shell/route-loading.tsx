import { Spinner } from '@holostream/design-system';
import { siteTexts } from '../locales/texts';
import { useTexts } from '@holostream/features/shared';

/** What shows in the page area while a lazy route chunk loads (the router's HydrateFallback). */
export function RouteLoading() {
  const { t } = useTexts(siteTexts);
  return (
    <div data-slot="route-loading" className="flex flex-1 items-center justify-center px-4 py-24">
      <Spinner size="lg" className="text-primary" label={t('loading.route')} />
    </div>
  );
}
