import { createI18n, mergeResources, type Language } from '@holostream/features/shared';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { aboutResources } from '../about/resources';
import { disclosureResources } from '../commercial-disclosure/resources';
import { contactResources } from '../contact/resources';
import { homeResources } from '../home/resources';
import { legalResources } from '../legal/resources';

/** Every namespace of the public pages, in both languages. */
export const pageResources = mergeResources(
  homeResources,
  aboutResources,
  contactResources,
  legalResources,
  disclosureResources,
);

export interface RenderPageOptions {
  language?: Language;
  /** The URL the page is rendered at, e.g. `/legal?tab=terms`. */
  url?: string;
}

/** Renders a page the way the site does: translations in one language, inside a router. */
export function renderPage(ui: React.ReactElement, { language = 'en', url = '/' }: RenderPageOptions = {}) {
  const i18n = createI18n({ resources: pageResources, language });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...result, router };
}
