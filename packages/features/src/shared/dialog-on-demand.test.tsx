import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CodeUnavailable, useDialogOnDemand } from './dialog-on-demand';
import { createI18n } from './i18n/create-i18n';
import { preloadTexts } from './i18n/texts';

const i18n = createI18n({ resources: { en: {}, ja: {} }, language: 'en' });

function Opener({ load }: { load: () => Promise<unknown> }) {
  const dialog = useDialogOnDemand(load);
  return (
    <>
      <button type="button" {...dialog.opener} onClick={dialog.show}>
        Update card
      </button>
      {dialog.unavailable ? <CodeUnavailable /> : null}
      {dialog.mounted ? <p>{dialog.open ? 'dialog open' : 'dialog closed'}</p> : null}
    </>
  );
}

const renderOpener = (load: () => Promise<unknown>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Opener load={load} />
    </I18nextProvider>,
  );

describe('useDialogOnDemand', () => {
  // A dialog waits for its code and then for the words declared so far; the page has fetched those already (the
  // client entry does), so the wait measured here is the code's alone, however slow a cold test run imports them.
  beforeAll(() => preloadTexts('en'));

  it('fetches the code when the button is pointed at, and mounts the dialog open once it is there', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    renderOpener(load);
    const button = screen.getByRole('button', { name: 'Update card' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.hover(button);
    expect(load).toHaveBeenCalled();
    expect(screen.queryByText(/dialog/)).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByText('dialog open')).toBeVisible();
  });

  it('offline, opens nothing, says so in words by the button and keeps the page', async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    renderOpener(load);
    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't reach the server. Check your internet connection and try again.");
    expect(alert).not.toHaveTextContent(/assets|fetch/);
    expect(screen.queryByText(/dialog/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeVisible();
  });
});
