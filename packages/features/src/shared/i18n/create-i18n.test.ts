// @vitest-environment jsdom -- detects the language from localStorage and the browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, mergeResources, toSupportedLanguage } from './create-i18n';

const resources = mergeResources(
  { en: { demo: { hello: 'Hello' } }, ja: { demo: { hello: 'こんにちは' } } },
  { en: { other: { bye: 'Bye' } }, ja: { other: { bye: 'さようなら' } } },
);

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
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('merges namespaces of several features', () => {
    const i18n = createI18n({ resources, language: 'ja' });
    expect(i18n.t('demo:hello')).toBe('こんにちは');
    expect(i18n.t('other:bye')).toBe('さようなら');
  });

  it('prefers local storage over the browser, mapping ja-* to Japanese', () => {
    localStorage.setItem('i18nextLng', 'ja-JP');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(createI18n({ resources }).language).toBe('ja');
  });

  it('falls back to the browser language, and anything not Japanese is English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(createI18n({ resources }).language).toBe('en');
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja']);
    expect(createI18n({ resources }).language).toBe('ja');
  });

  it('remembers a language change in local storage', async () => {
    const i18n = createI18n({ resources });
    await i18n.changeLanguage('ja');
    expect(localStorage.getItem('i18nextLng')).toBe('ja');
  });
});
