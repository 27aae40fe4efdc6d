import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { DEMO_USER, Destination, sandbox } from '../testing/story-helpers';
import { withAuth } from '../testing/with-auth';
import { RequireAuth } from './require-auth';

const meta = {
  title: 'Features/Auth/RequireAuth',
  component: RequireAuth,
  decorators: [withAuth],
  parameters: {
    msw: sandbox(),
    router: { initialEntries: [{ pathname: '/checkout', state: { planId: 3 } }] },
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

/** Signed out on a guarded route: to /login, carrying where from and the plan id. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/login' })).toBeVisible();
    await expect(canvas.getByText(/"from":\{"pathname":"\/checkout".*"planId":3\}$/)).toBeVisible();
  },
};

/** Signed in: the guarded route renders. */
export const SignedIn: Story = {
  parameters: { auth: { user: DEMO_USER }, msw: sandbox({ signedInAs: 'demo' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '/checkout' })).toBeVisible();
    await expect(canvas.getByText('{"planId":3}')).toBeVisible();
  },
};
