import { ApiError } from '@holostream/api';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { FailureAlert } from './failure-alert';

const i18n = createI18n({ resources: { en: {}, ja: {} }, language: 'en' });
const offline = () =>
  new ApiError({ kind: 'network', status: 0, message: 'Network error (POST /v1/x)', path: '/v1/x', method: 'POST' });

const alert = (error: unknown, children?: string) => (
  <I18nextProvider i18n={i18n}>
    <button type="button">Send</button>
    <FailureAlert error={error} title="Failed to send">
      {children}
    </FailureAlert>
  </I18nextProvider>
);

describe('FailureAlert', () => {
  it('shows nothing without a failure', () => {
    render(alert(null));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what went wrong in words for people, never the technical message, and takes focus', () => {
    render(alert(offline()));
    const shown = screen.getByRole('alert');
    expect(shown).toHaveTextContent('Failed to send');
    expect(shown).toHaveTextContent(/connection/i);
    expect(shown).not.toHaveTextContent('/v1/x');
    expect(shown).toHaveFocus();
  });

  it("shows the screen's own text instead when given, and takes focus again for the next failure", () => {
    const view = render(alert(offline(), 'Try another card.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Try another card.');
    screen.getByRole('button', { name: 'Send' }).focus();
    view.rerender(alert(offline(), 'Try another card.'));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('on a Japanese page, a refusal says what to do in Japanese, the reason folded below in English', async () => {
    const ja = createI18n({ resources: { en: {}, ja: {} }, language: 'ja' });
    const taken = new ApiError({
      ...{ kind: 'http', status: 409, message: 'HTTP 409', path: '/v1/user/create', method: 'POST' },
      body: { message: 'Username already taken', errors: ['This username is already taken'] },
    });
    render(
      <I18nextProvider i18n={ja}>
        <FailureAlert error={taken} title="アカウントを作成できませんでした" />
      </I18nextProvider>,
    );
    const shown = screen.getByRole('alert');
    expect(shown).toHaveTextContent('入力内容を見直して');
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
  });
});
