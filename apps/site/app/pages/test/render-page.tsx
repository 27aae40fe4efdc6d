import { createI18n, type Language } from '@holostream/features/shared';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

export interface RenderPageOptions {
  language?: Language;
  /** The URL the page is rendered at, e.g. `/legal?tab=terms`. */
  url?: string;
}

/** Renders a page the way the site does: translations in one language, inside a router. */
export function renderPage(ui: React.ReactElement, { language = 'en', url = '/' }: RenderPageOptions = {}) {
  const i18n = createI18n({ resources: {}, language });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...result, router };
}
