import { withAuth } from '@holostream/features/auth/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteLayout } from '../layout/site-layout';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import { viewports, withVisitorMarks } from '../test/story-helpers';
import { CrashScreen } from './crash-screen';
import { LoggedOut } from './logged-out';
import { NotFoundPage } from './not-found-page';
import { RouteLoading } from './route-loading';

const retry = fn();

/** The shell's page-level states, each inside the shared layout as the router shows them. */
const meta = {
  title: 'Site/Shell/States',
  tags: ['responsive'],
  component: SiteLayout,
  decorators: [withVisitorMarks, withAuth],
  parameters: {
    visual: { pictures: ['NotFound', 'Crash', 'LoggedOutHere'] },
    layout: 'fullscreen',
  },
  globals: viewports.desktop,
  args: { children: null },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every play function reads its text from the story's language (`globals.locale`), so each
// `…Japanese` story (the same story with `locale: 'ja'`, on a phone) runs the same checks in Japanese.

/** The `site` translations of the story's language. */
const siteCopy = ({ globals }: Pick<StoryContext, 'globals'>): typeof en => (globals.locale === 'ja' ? ja : en);

/**
 * shell.route-loading / account.auth-loading: a spinner in the page area while a route's code loads, or while a
 * signed-in page's prerendered shell waits for the app to know who is there; header and footer stay.
 */
export const RouteLoadingState: Story = {
  name: 'shell.route-loading',
  args: { children: <RouteLoading />, pending: true },
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    await expect(canvas.getByRole('status', { name: copy.loading.route })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** shell.route-loading in Japanese, on a phone. */
export const RouteLoadingJapanese: Story = {
  ...RouteLoadingState,
  name: 'shell.route-loading · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};

/** shell.not-found: an unknown route gets a 404 page with a link home. */
export const NotFound: Story = {
  name: 'shell.not-found',
  args: { children: <NotFoundPage /> },
  parameters: { router: { initialEntries: ['/no/such/page'] } },
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    await expect(canvas.getByText(copy.notFound.code)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: copy.notFound.title })).toBeVisible();
    await expect(canvas.getByText(copy.notFound.description)).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.notFound.home })).toHaveAttribute('href', '/');
  },
};

/** shell.not-found in Japanese, on a phone. */
export const NotFoundJapanese: Story = {
  ...NotFound,
  name: 'shell.not-found · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};

/** shell.crash: an error boundary screen instead of a blank page, with retry and a link home. */
export const Crash: Story = {
  name: 'shell.crash',
  args: { children: <CrashScreen onRetry={retry} /> },
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: copy.crash.title })).toBeVisible();
    await expect(alert.getByText(copy.crash.description)).toBeVisible();
    await expect(alert.getByRole('link', { name: copy.crash.home })).toHaveAttribute(
      'href',
      globals.locale === 'ja' ? '/ja' : '/',
    );
    await expect(canvas.getByRole('banner')).toBeVisible();
    retry.mockClear();
    await userEvent.click(alert.getByRole('button', { name: copy.crash.retry }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** shell.crash in Japanese, on a phone. */
export const CrashJapanese: Story = {
  ...Crash,
  name: 'shell.crash · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};

/** shell.not-loaded: a part of the page whose code did not come (offline, say) says so, with the same ways on. */
export const NotLoaded: Story = {
  name: 'shell.not-loaded',
  args: { children: <CrashScreen onRetry={retry} notLoaded /> },
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: copy.crash.notLoadedTitle })).toBeVisible();
    await expect(alert.getByText(copy.crash.notLoadedDescription)).toBeVisible();
    await expect(alert.getByRole('button', { name: copy.crash.retry })).toBeVisible();
    await expect(alert.getByRole('link', { name: copy.crash.home })).toHaveAttribute(
      'href',
      globals.locale === 'ja' ? '/ja' : '/',
    );
  },
};

/** shell.not-loaded in Japanese, on a phone. */
export const NotLoadedJapanese: Story = {
  ...NotLoaded,
  name: 'shell.not-loaded · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};

/**
 * shell.logged-out: a logout on a signed-in page shows its result in place, with nothing to fetch: 'You've logged
 * out', Log in again (back to this page) and home; focus on the heading.
 */
export const LoggedOutHere: Story = {
  name: 'shell.logged-out',
  args: { children: <LoggedOut /> },
  parameters: { router: { initialEntries: ['/account?tab=billing'] } },
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const heading = canvas.getByRole('heading', { level: 1, name: copy.loggedOut.title });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(copy.loggedOut.description)).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.loggedOut.login })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/account?tab=billing')}`,
    );
    await expect(canvas.getByRole('link', { name: copy.loggedOut.home })).toHaveAttribute('href', '/');
  },
};

/** shell.logged-out in Japanese, on a phone. */
export const LoggedOutHereJapanese: Story = {
  ...LoggedOutHere,
  name: 'shell.logged-out · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};
