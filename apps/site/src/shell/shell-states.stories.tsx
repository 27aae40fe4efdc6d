import { withAuth } from '@holostream/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteLayout } from '../layout/site-layout';
import { viewports } from '../test/story-helpers';
import { CrashScreen } from './crash-screen';
import { NotFoundPage } from './not-found-page';
import { RouteLoading } from './route-loading';

const retry = fn();

/** The shell's page-level states, each inside the shared layout as the router shows them. */
const meta = {
  title: 'Site/Shell/States',
  component: SiteLayout,
  decorators: [withAuth],
  parameters: { layout: 'fullscreen' },
  globals: viewports.desktop,
  args: { children: null },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** shell.route-loading: a spinner in the page area while a lazy route chunk loads; header and footer stay. */
export const RouteLoadingState: Story = {
  name: 'Route loading',
  args: { children: <RouteLoading />, pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the page…' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

/** shell.route-loading in Japanese, on a phone. */
export const RouteLoadingJapanese: Story = {
  name: 'Route loading (Japanese)',
  args: { children: <RouteLoading /> },
  globals: { ...viewports.phone, locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'ページを読み込んでいます…' })).toBeVisible();
  },
};

/** shell.not-found: an unknown route gets a 404 page with a link home. */
export const NotFound: Story = {
  args: { children: <NotFoundPage /> },
  parameters: { router: { initialEntries: ['/no/such/page'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

/** shell.not-found in Japanese, on a phone. */
export const NotFoundJapanese: Story = {
  args: { children: <NotFoundPage /> },
  parameters: { router: { initialEntries: ['/no/such/page'] } },
  globals: { ...viewports.phone, locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ホームページへ戻る' })).toHaveAttribute('href', '/');
  },
};

/** shell.crash: an error boundary screen instead of a blank page, with retry and a link home. */
export const Crash: Story = {
  args: { children: <CrashScreen onRetry={retry} /> },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('banner')).toBeVisible();
    retry.mockClear();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** shell.crash in Japanese, on a phone. */
export const CrashJapanese: Story = {
  args: { children: <CrashScreen onRetry={fn()} /> },
  globals: { ...viewports.phone, locale: 'ja' },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: '問題が発生しました' })).toBeVisible();
    await expect(alert.getByRole('button', { name: '再試行' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'ホームページへ戻る' })).toHaveAttribute('href', '/');
  },
};
