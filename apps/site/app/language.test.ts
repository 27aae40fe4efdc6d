// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sameAddressIn } from './language';

describe('sameAddressIn', () => {
  it.each([
    ['/ja/plans', '?plan=2', 'en', '/plans?plan=2'],
    ['/plans/', '', 'ja', '/ja/plans'],
    ['/ja', '', 'en', '/'],
  ] as const)('%s%s in %s → %s', (pathname, search, language, target) => {
    expect(sameAddressIn({ pathname, search }, language)).toBe(target);
  });

  it.each(['/ja//evil.example', '/ja//evil.example/plans', '//evil.example'])(
    'never leaves the site from %s: English is the home page then',
    (pathname) => {
      expect(sameAddressIn({ pathname }, 'en')).toBe('/');
      expect(sameAddressIn({ pathname }, 'ja')).toMatch(/^\/ja\//);
    },
  );
});
