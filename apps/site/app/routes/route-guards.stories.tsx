import { PLAN_IDS, SANDBOX_ACCOUNTS, SANDBOX_TOKENS } from '@holostream/sandbox';
import { sandboxHandlers } from '@holostream/sandbox/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRoutesStub, useLoaderData, useLocation } from 'react-router';
import { expect } from 'storybook/test';
import { appServices } from '../services/providers';
import { viewports } from '../test/story-helpers';
import { queryClient } from '../services/query-client';
import * as checkout from './checkout';
import * as signedIn from './signed-in';

/** Where the guard or the route sent the visitor: the path, its query, and what the route read from it. */
function Landed() {
  const { pathname, search } = useLocation();
  const data = useLoaderData<unknown>();
  return (
    <section aria-labelledby="landed-title" className="grid gap-2 p-6">
      <h1 id="landed-title" className="text-2xl font-semibold">
        {pathname}
      </h1>
      <p className="font-mono text-sm break-all">{search}</p>
      <p className="font-mono text-sm break-all">{JSON.stringify(data ?? null)}</p>
    </section>
  );
}

/**
 * The site's own route modules (their guard and loaders, with the page's services) in a memory router: the signed-in
 * layout's guard, and checkout's check of the plan, before any of checkout shows.
 */
const Routes = createRoutesStub([
  { path: '/login', Component: Landed },
  { path: '/plans', Component: Landed },
  {
    middleware: signedIn.clientMiddleware,
    loader: signedIn.clientLoader,
    HydrateFallback: signedIn.HydrateFallback,
    children: [{ path: '/checkout', loader: checkout.clientLoader, Component: Landed }],
  },
]);

const meta = {
  title: 'Site/Routes/Guards',
  tags: ['responsive'],
  parameters: {
    router: false,
    msw: { handlers: sandboxHandlers({ signedInAs: 'alex' }) },
  },
  args: { at: '/checkout' },
  render: ({ at }: { at: string }) => <Routes initialEntries={[at]} />,
  beforeEach: () => {
    queryClient.clear();
    return () => {
      // Signed out again, as if the session had ended (not a logout here, after which the guard goes home).
      appServices.authStore.expire();
      appServices.authStore.acknowledgeExpired();
      queryClient.clear();
    };
  },
} satisfies Meta<{ at: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signs the page's own store in as alex, who is on the free plan. */
const signInAlex = () => {
  appServices.authStore.signIn(
    {
      token: SANDBOX_TOKENS.alex,
      type: 'bearer',
      username: SANDBOX_ACCOUNTS.alex.username,
      abilities: ['*'],
      lastUsedAt: null,
      expiresAt: null,
    },
    SANDBOX_ACCOUNTS.alex.email,
  );
};

/** login.redirect (the guard): signed out on a signed-in page → the login page, the way back in its address. */
export const SignedOut: Story = {
  args: { at: `/checkout?plan=${PLAN_IDS.pro}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/login' })).toBeVisible();
    await expect(canvas.getByText('?redirectTo=%2Fcheckout%3Fplan%3D3')).toBeVisible();
  },
};

/** login.redirect (the guard) on a phone. */
export const SignedOutPhone: Story = { ...SignedOut, globals: viewports.phone };

/** checkout.address: `/checkout?plan=<id>` opens checkout for that plan (shareable, reload-safe). */
export const PlanInTheAddress: Story = {
  args: { at: `/checkout?plan=${PLAN_IDS.pro}` },
  beforeEach: signInAlex,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/checkout' })).toBeVisible();
    await expect(canvas.getByText(JSON.stringify({ planId: PLAN_IDS.pro }))).toBeVisible();
  },
};

/** checkout.redirect: no plan in the address → the plans page, with the note to choose one. */
export const WithoutPlan: Story = {
  beforeEach: signInAlex,
  play: async ({ canvas }) => {
    // A failed load is tried once more first (retryQuery).
    await expect(await canvas.findByRole('heading', { level: 1, name: '/plans' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('?notice=choose-plan')).toBeVisible();
  },
};

/** checkout.address: an address that names no plan id (`?plan=abc`) → the plans page with the note. */
export const MalformedPlan: Story = {
  args: { at: '/checkout?plan=abc' },
  beforeEach: signInAlex,
  play: WithoutPlan.play,
};

/** checkout.redirect: a plan the server does not know → the plans page. */
export const UnknownPlan: Story = {
  args: { at: '/checkout?plan=99' },
  beforeEach: signInAlex,
  play: WithoutPlan.play,
};

/** checkout.redirect: the plans or the preview cannot be loaded → the plans page. */
export const LoadFailure: Story = {
  args: { at: `/checkout?plan=${PLAN_IDS.pro}` },
  parameters: { msw: { handlers: sandboxHandlers({ signedInAs: 'alex', scenarios: ['server-error'] }) } },
  beforeEach: signInAlex,
  play: WithoutPlan.play,
};

/** checkout.redirect: the plan the person already has → the plans page, saying there is nothing to pay. */
export const CurrentPlan: Story = {
  args: { at: `/checkout?plan=${PLAN_IDS.free}` },
  beforeEach: signInAlex,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/plans' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('?notice=current-plan')).toBeVisible();
  },
};

/** checkout.redirect: a plan not bought online (Enterprise) → the plans page, pointing to sales. */
export const NotForSale: Story = {
  args: { at: `/checkout?plan=${PLAN_IDS.enterprise}` },
  beforeEach: signInAlex,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/plans' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('?notice=not-for-sale')).toBeVisible();
  },
};
