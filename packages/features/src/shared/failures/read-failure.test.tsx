import { ApiError } from '@holostream/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { ReadFailure } from './read-failure';

const i18n = createI18n({ resources: { en: {}, ja: {} }, language: 'en' });
const serverError = () =>
  new ApiError({
    kind: 'http',
    status: 500,
    message: 'Internal server error (GET /v1/x)',
    path: '/v1/x',
    method: 'GET',
  });
const read = (error: unknown, isFetching = false) => ({ error, isFetching, refetch: vi.fn(async () => undefined) });

describe('ReadFailure', () => {
  it('says what went wrong, and Try again reads again only what failed', async () => {
    const failed = read(serverError());
    const loaded = read(null, true);
    render(
      <I18nextProvider i18n={i18n}>
        <ReadFailure title="We couldn't load your subscription" after="Your plan is safe." reads={[failed, loaded]} />
      </I18nextProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Something went wrong on our side. Please try again in a few minutes. Your plan is safe.',
    );
    // Another read still loading is not a retry under way.
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeEnabled();
    await userEvent.click(retry);
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(loaded.refetch).not.toHaveBeenCalled();
  });
});
