// @vitest-environment jsdom -- reads a document and its <html> attributes.
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthStore } from '@holostream/features/auth';
import { createSiteI18n } from '../i18n/create-site-i18n';
import { prerenderedPage } from './prerendered-page';

afterEach(() => localStorage.clear());

function html(page?: string): Element {
  const element = document.createElement('html');
  if (page) element.setAttribute('data-prerendered', page);
  return element;
}

const english = () => ({ i18n: createSiteI18n('en'), authStore: createAuthStore() });

describe('prerenderedPage', () => {
  it('is none for the plain shell', () => {
    expect(prerenderedPage(html(), { pathname: '/about' }, english())).toBe('none');
  });

  it('is this visitor’s page for its own path, in English, signed out (a trailing slash too)', () => {
    expect(prerenderedPage(html('/about'), { pathname: '/about' }, english())).toBe('this-visitor');
    expect(prerenderedPage(html('/about'), { pathname: '/about/' }, english())).toBe('this-visitor');
    expect(prerenderedPage(html('/'), { pathname: '/' }, english())).toBe('this-visitor');
  });

  it('is someone else’s for another path, a hidden (stale) page, Japanese, or a signed-in visitor', () => {
    expect(prerenderedPage(html('/'), { pathname: '/account' }, english())).toBe('someone-else');
    expect(prerenderedPage(html('stale'), { pathname: '/about' }, english())).toBe('someone-else');
    const japanese = { ...english(), i18n: createSiteI18n('ja') };
    expect(prerenderedPage(html('/about'), { pathname: '/about' }, japanese)).toBe('someone-else');
    const signedIn = english();
    const session = {
      token: 't',
      type: 'bearer' as const,
      username: 'kai',
      abilities: [],
      lastUsedAt: null,
      expiresAt: null,
    };
    signedIn.authStore.signIn(session, 'kai@example.com');
    expect(prerenderedPage(html('/about'), { pathname: '/about' }, signedIn)).toBe('someone-else');
  });
});
