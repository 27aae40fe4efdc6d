// First: the Dialogs review page's frames keep their storage to themselves (review/dialog-stories.ts).
import './review/isolated-storage';
import type { Preview } from '@storybook/react-vite';
import { withThemeByClassName } from '@storybook/addon-themes';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withData, withI18n, withRouter } from './providers';
import { AutodocsPage } from './features/feature-docs-page';
import { THEMES } from './themes/themes';
import './preview.css';

/**
 * MSW's worker, registered beside the page (Vite's base: `./` in the static build, `/` in dev and tests), so the
 * static Storybook works from any folder of a host, GitHub Pages' `/<repository>/` included (the addon's default
 * registers `/mockServiceWorker.js` at the host's root).
 */
async function startMockWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
  // On a first visit the new worker claims the page a moment after it starts; a fetch before that would go to the
  // host (a story's sandbox reset did, under load). Wait for the claim, a few seconds at most.
  const { serviceWorker } = navigator;
  if (!serviceWorker.controller) {
    await new Promise((resolve) => {
      serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      setTimeout(resolve, 5000);
    });
  }
  return worker;
}

const preview: Preview = {
  // Outermost last: the toolbar's theme switch (a class on <html>, themes/themes.ts) wraps i18n wraps data wraps
  // router wraps the story.
  decorators: [withRouter, withData, withI18n, withThemeByClassName({ themes: THEMES, defaultTheme: 'light' })],
  // Stories get their data from the sandbox API through MSW (`parameters.msw`).
  loaders: [mswLoader(startMockWorker)],
  // Every story starts signed out with empty storage, whatever the story before it left behind
  // (decorators such as withAuth sign in again while rendering, after this).
  beforeEach: () => {
    localStorage.clear();
    sessionStorage.clear();
    // Under Vitest, every setup file's hooks run around every story (story-setup.ts).
    const skipped = [...(globalThis.storySetups ?? [])].filter(([, running]) => !running).map(([name]) => name);
    if (skipped.length > 0) throw new Error(`The story setup did not run for this file: ${skipped.join(', ')}`);
  },
  globalTypes: {
    locale: {
      description: 'Language of the stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ja', title: '日本語' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    docs: { page: AutodocsPage },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: {
        order: ['Introduction', 'Review', ['Dialogs', 'States', 'Design tokens'], 'Design system', 'Features', 'Site'],
      },
    },
  },
};

export default preview;
