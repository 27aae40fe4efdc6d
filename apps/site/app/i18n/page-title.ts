import type { MetaFunction } from 'react-router';
import type siteEn from '../locales/en.json';
import { activeI18n } from './i18n';

/** A key of `site:titles` naming a page (not the `format` pattern). */
export type TitleKey = Exclude<keyof (typeof siteEn)['titles'], 'format'>;

/** The document title of a page, in the language it is shown in: "About · Holostream" / 「会社概要 · Holostream」. */
export function pageTitle(key: TitleKey): string {
  const { t } = activeI18n();
  return key === 'home' ? t('site:titles.home') : t('site:titles.format', { page: t(`site:titles.${key}`) });
}

/** A route module's `meta`: its title. */
export function pageMeta(key: TitleKey): MetaFunction {
  return () => [{ title: pageTitle(key) }];
}
