import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { isRouteHandle } from './route-handle';

/**
 * The document title from the deepest route's `handle.title`, in the active language:
 * "About · Holostream" / 「会社概要 · Holostream」. It follows the language toggle.
 */
export function useDocumentTitle(): string {
  const { t } = useTranslation('site');
  const matches = useMatches();
  const key = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  const title =
    key === undefined || key === 'home' ? t('titles.home') : t('titles.format', { page: t(`titles.${key}`) });
  return title;
}
