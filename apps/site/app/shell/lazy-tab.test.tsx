import { createI18n } from '@holostream/features/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { shellResources } from '../i18n/resources';
import { lazyTab } from './lazy-tab';

const tabResources = { en: { demoTab: { hello: 'Hello from the tab' } }, ja: { demoTab: { hello: 'タブです' } } };

function DemoTab({ name }: { name: string }) {
  const { t } = useTranslation('demoTab');
  return <p>{`${t('hello')}, ${name}`}</p>;
}

function renderTab(load: () => Promise<{ DemoTab: typeof DemoTab }>) {
  const Tab = lazyTab(load, (module) => [module.DemoTab, tabResources]);
  const i18n = createI18n({ resources: shellResources, language: 'en' });
  return render(
    <I18nextProvider i18n={i18n}>
      <Tab name="Ada" />
    </I18nextProvider>,
  );
}

describe('lazyTab', () => {
  it('shows the loading spinner, then the tab with its own translations added', async () => {
    renderTab(() => Promise.resolve({ DemoTab }));
    expect(screen.getByRole('status', { name: 'Loading the page…' })).toBeInTheDocument();
    expect(await screen.findByText('Hello from the tab, Ada')).toBeInTheDocument();
  });

  it('keeps a failed download inside the tab and loads it again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ DemoTab: typeof DemoTab }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ DemoTab });
    renderTab(load);

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('This part of the page could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello from the tab, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
