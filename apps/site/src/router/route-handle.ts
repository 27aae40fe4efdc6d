import type siteEn from '../locales/en.json';

/** A key of `site:titles` naming a page (not the `format` pattern). */
export type TitleKey = Exclude<keyof (typeof siteEn)['titles'], 'format'>;

/** What a route declares in its `handle`: the key of its document title. */
export interface RouteHandle {
  title: TitleKey;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}
