import { reportError } from '@holostream/api';
import { ErrorState, Spinner } from '@holostream/design-system';
import { useFeatureResources, type FeatureResources } from '@holostream/features/shared';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
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

function TabFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('site');
  return (
    <ErrorState
      titleAs="h2"
      title={t('crash.title')}
      message={t('crash.tab')}
      onRetry={onRetry}
      retryLabel={t('crash.retry')}
    />
  );
}

/**
 * Keeps a failure inside the tab (its chunk did not download, say): the other tabs and the page stay
 * usable, and Try again loads the tab anew.
 */
class TabErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError({ operation: 'tab failed', message: 'An account tab failed to load or render', error });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <TabFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * A component loaded from its own chunk on first render, with its feature's translations added to the
 * i18n in context before it renders, a loading line meanwhile, and an error with a retry if it fails.
 */
export function lazyTab<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => [ComponentType<Props>, FeatureResources],
): ComponentType<Props> {
  const create = () =>
    lazy(async () => {
      const [Loaded, resources] = pick(await load());
      function WithResources(props: Props) {
        useFeatureResources(resources);
        return <Loaded {...props} />;
      }
      return { default: WithResources };
    });
  let shared = create();
  return function LazyTab(props: Props) {
    // React.lazy remembers a failed import: a retry needs a new one.
    const [Lazy, setLazy] = useState(() => shared);
    return (
      <TabErrorBoundary
        onRetry={() => {
          shared = create();
          setLazy(() => shared);
        }}
      >
        <Suspense fallback={<TabLoading />}>
          <Lazy {...props} />
        </Suspense>
      </TabErrorBoundary>
    );
  };
}
