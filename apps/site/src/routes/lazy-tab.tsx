import { Spinner } from '@holostream/design-system';
import { useFeatureResources, type FeatureResources } from '@holostream/features/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** What shows while a tab's chunk loads. */
export function TabLoading() {
  const { t } = useTranslation('site');
  return (
    <div data-slot="tab-loading" className="flex items-center justify-center py-16">
      <Spinner size="lg" className="text-primary" label={t('loading.route')} />
    </div>
  );
}

/**
 * A component loaded from its own chunk on first render, with its feature's translations added to the
 * i18n in context before it renders, and a loading line meanwhile.
 */
export function lazyTab<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => [ComponentType<Props>, FeatureResources],
): ComponentType<Props> {
  const Lazy = lazy(async () => {
    const [Component, resources] = pick(await load());
    function WithResources(props: Props) {
      useFeatureResources(resources);
      return <Component {...props} />;
    }
    return { default: WithResources };
  });
  return function LazyTab(props: Props) {
    return (
      <Suspense fallback={<TabLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
