import { ApiError } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { translationKeys, untranslatedKeys } from '../testing/translation-tree';
import { createI18n } from '../i18n/create-i18n';
import { failureDetail, failureMessage, foldedServerMessage } from './failure-message';
import en from './locales/en.json';
import ja from './locales/ja.json';

const where = { path: '/v1/user/create', method: 'POST' };
const apiError = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'http', status: 500, message: 'HTTP 500: Internal Server Error', ...where, ...init });

const cases = [
  ['offline', apiError({ kind: 'network', status: 0, message: 'Network error … (POST /v1/user/create)' })],
  ['timeout', apiError({ kind: 'timeout', status: 0, message: 'The server did not answer within 20 s' })],
  ['a 5xx', apiError({ status: 503, body: { message: 'upstream connect error at db.ts:12:3' } })],
  ['a 429', apiError({ status: 429, message: 'Too many requests' })],
  ['an unusable answer', apiError({ kind: 'contract', status: 200, message: 'GET /v1/plans answered data …' })],
  ['a 404', apiError({ status: 404, message: 'Not Found: /v1/org/7/member' })],
] as const;

describe.each(['en', 'ja'] as const)('messages for people (%s)', (language) => {
  const i18n = createI18n({ resources: { en: { failures: en }, ja: { failures: ja } }, language });
  const t = i18n.getFixedT(language, 'failures');

  it.each(cases)('%s never shows a path, a method, a status line or the technical message', (_, error) => {
    const text = failureMessage(t, error, 'Failed to create account');
    expect(text).not.toMatch(/\/v1\/|POST|GET|HTTP \d|Not Found:|db\.ts|answered/);
    expect(text).not.toBe('');
  });

  it("never shows a technical text or nothing as the server's words: the screen's title instead", () => {
    expect(failureMessage(t, apiError({ status: 400 }), 'Failed to add member', language)).toBe('Failed to add member');
    expect(failureDetail(t, apiError({ status: 400, body: { message: 'Not Found: /v1/x' } }), language)).toBeNull();
    expect(foldedServerMessage(apiError({ status: 400, body: { message: 'Not Found: /v1/x' } }), language)).toBeNull();
  });
});

describe("the server's words for a request it refused (docs/product.md §8)", () => {
  const i18n = createI18n({ resources: { en: { failures: en }, ja: { failures: ja } }, language: 'en' });
  const refused = apiError({ status: 409, body: { message: 'x', errors: ['That username is taken'] } });
  const unknownUser = apiError({ status: 404, body: { message: 'There is no user with this username' } });

  it('shows them as the message on an English page (errors[0], else message), a 404 included', () => {
    const t = i18n.getFixedT('en', 'failures');
    expect(failureMessage(t, refused, 'fallback', 'en')).toBe('That username is taken');
    expect(failureMessage(t, unknownUser, 'Failed to add member', 'en-US')).toBe('There is no user with this username');
    expect(foldedServerMessage(refused, 'en')).toBeNull();
  });

  it("shows our words on a Japanese page, the server's folded away", () => {
    const t = i18n.getFixedT('ja', 'failures');
    expect(failureMessage(t, unknownUser, 'メンバーを追加できませんでした', 'ja')).toBe(
      'メンバーを追加できませんでした',
    );
    expect(foldedServerMessage(unknownUser, 'ja')).toBe('There is no user with this username');
    // A failure we word ourselves folds nothing away.
    expect(foldedServerMessage(apiError({ status: 503, body: { message: 'down' } }), 'ja')).toBeNull();
  });
});

describe('failure translations', () => {
  it('have the same keys in both languages, every one translated', () => {
    expect(translationKeys(ja)).toEqual(translationKeys(en));
    expect(untranslatedKeys(en, ja, [])).toEqual([]);
  });
});
