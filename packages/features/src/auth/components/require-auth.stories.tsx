import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect } from 'storybook/test';
import { DEMO_USER } from '../testing/story-helpers';
import { Destination, JAPANESE, PHONE, sandbox } from '../../shared/testing/stories';
import { storyT } from '../testing/story-i18n';
import { withAuth } from '../testing/with-auth';
import { AuthProvider } from '../model/auth-context';
import { createAuthStore, createMemoryStorage, type AuthStore } from '../model/auth-store';
import { RequireAuth } from './require-auth';

const meta = {
  title: 'Features/Auth/RequireAuth',
  tags: ['autodocs', 'responsive'],
  component: RequireAuth,
  decorators: [withAuth],
  parameters: {
    msw: sandbox(),
    router: { initialEntries: ['/checkout?plan=3'] },
  },
  render: () => (
    <Routes>
      <Route path="/login" element={<Destination />} />
      <Route element={<RequireAuth />}>
        <Route path="/checkout" element={<Destination />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** login.redirect (the guard's half): signed out on a guarded route → /login, the way back in the address. */
export const SignedOut: Story = {
  name: 'login.redirect · guarded route, signed out',
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: '/login' })).toBeVisible();
    await expect(canvas.getByText('?redirectTo=%2Fcheckout%3Fplan%3D3')).toBeVisible();
    // Settled: no 'Loading' left behind.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('loading'))).not.toBeInTheDocument();
  },
};

/** Signed out on a guarded route, in Japanese. */
export const SignedOutJapanese: Story = {
  ...SignedOut,
  name: 'login.redirect · guarded route, signed out · ja',
  globals: { locale: 'ja' },
};

/** Signed in: the guarded route renders. */
export const SignedIn: Story = {
  name: 'login.redirect · guarded route, signed in',
  parameters: { auth: { user: DEMO_USER }, msw: sandbox({ signedInAs: 'demo' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: '/checkout' })).toBeVisible();
    await expect(canvas.getByText('?plan=3')).toBeVisible();
    await expect(canvas.queryByText(t('loading'))).not.toBeInTheDocument();
  },
};

/** Signed in on a guarded route, in Japanese. */
export const SignedInJapanese: Story = {
  ...SignedIn,
  name: 'login.redirect · guarded route, signed in · ja',
  globals: { locale: 'ja' },
};

/**
 * A store still reading its storage (an app may back it with an asynchronous one): the state the guard
 * waits in. The site's store reads local storage synchronously, so there it never lasts.
 */
function loadingStore(): AuthStore {
  const store = createAuthStore(createMemoryStorage());
  const state = { ...store.getState(), status: 'loading' as const };
  return { ...store, getState: () => state, subscribe: () => () => undefined };
}

/** account.auth-loading: 'Loading' while authentication resolves; the guarded route waits. */
export const AuthLoading: Story = {
  render: () => (
    <AuthProvider store={loadingStore()}>
      <Routes>
        <Route path="/login" element={<Destination />} />
        <Route element={<RequireAuth />}>
          <Route path="/checkout" element={<Destination />} />
        </Route>
      </Routes>
    </AuthProvider>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyT({ globals });
    await expect(canvas.getByRole('status')).toHaveTextContent(t('loading'));
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** account.auth-loading in Japanese. */
export const AuthLoadingJapanese: Story = { ...AuthLoading, globals: { locale: 'ja' } };

/** account.auth-loading in Japanese at phone width. */
export const AuthLoadingJapanesePhone: Story = { ...AuthLoading, globals: { ...JAPANESE, ...PHONE } };
