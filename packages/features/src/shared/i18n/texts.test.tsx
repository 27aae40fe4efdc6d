import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, type Language } from './create-i18n';
import { defineTexts, useTexts } from './texts';

const greetings = defineTexts('greetings', { en: { hello: 'Hello' }, ja: { hello: 'こんにちは' } });

function Greeting() {
  const { t } = useTexts(greetings);
  return <p>{t('hello')}</p>;
}

describe('useTexts', () => {
  it.each([
    ['en', 'Hello'],
    ['ja', 'こんにちは'],
  ] as const)(
    'shows a namespace in the instance’s language (%s) at the first render, in any instance',
    (language, words) => {
      const i18n = createI18n({ language: language as Language });
      render(
        <I18nextProvider i18n={i18n}>
          <Greeting />
        </I18nextProvider>,
      );
      expect(screen.getByText(words)).toBeVisible();
      expect(i18n.hasResourceBundle(language === 'en' ? 'ja' : 'en', 'greetings')).toBe(false);
    },
  );
});
