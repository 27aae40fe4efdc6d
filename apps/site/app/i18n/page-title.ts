import type { MetaDescriptor } from 'react-router';
import type siteEn from '../locales/en.json';
import { inLanguage, languageOfPath, withoutLanguage } from '../language';
import { WEBSITE_URL } from '../external-links';
import { i18nFor } from './i18n';

/** A key of `site:titles` naming a page (not the `format` pattern). */
export type TitleKey = Exclude<keyof (typeof siteEn)['titles'], 'format'>;

/** The document title of a page in a language: "About · Holostream" / 「会社概要 · Holostream」. */
export function pageTitle(key: TitleKey, language: Parameters<typeof i18nFor>[0]): string {
  const { t } = i18nFor(language);
  return key === 'home' ? t('site:titles.home') : t('site:titles.format', { page: t(`site:titles.${key}`) });
}

/**
 * A route module's `meta`: its title in the address's language and, for search engines, the same page in each
 * language (`hreflang`, with English as the default for other languages), as absolute addresses of the site.
 */
export function pageMeta(key: TitleKey) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const path = withoutLanguage(location.pathname);
    const address = (language: 'en' | 'ja') => new URL(inLanguage(path, language), WEBSITE_URL).href;
    const title = { title: pageTitle(key, languageOfPath(location.pathname)) };
    // The 404 page stands for every unknown address: it has no other language's page.
    if (key === 'notFound') return [title];
    return [
      title,
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: address('en') },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ja', href: address('ja') },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: address('en') },
    ];
  };
}
