import { describe, expect, it } from 'vitest';
import { createI18n, toSupportedLanguage } from './create-i18n';

const resources = {
  en: { demo: { hello: 'Hello', only: 'English' }, other: { bye: 'Bye' } },
  ja: { demo: { hello: 'こんにちは' }, other: { bye: 'さようなら' } },
};

describe('toSupportedLanguage', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['JA', 'ja'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (code, language) => {
    expect(toSupportedLanguage(code)).toBe(language);
  });
});

describe('createI18n', () => {
  it('holds the namespaces of several features', () => {
    const i18n = createI18n({ resources, language: 'ja' });
    expect(i18n.t('demo:hello')).toBe('こんにちは');
    expect(i18n.t('other:bye')).toBe('さようなら');
  });

  it('is ready at once in the language it is given, English the fallback of a missing word', () => {
    const i18n = createI18n({ resources, language: 'ja' });
    expect(i18n.language).toBe('ja');
    expect(i18n.t('demo:only')).toBe('English');
  });
});
