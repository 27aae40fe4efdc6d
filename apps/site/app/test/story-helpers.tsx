import { SANDBOX_ACCOUNTS, SANDBOX_TOKENS } from '@holostream/sandbox';
import { sandboxHandlers } from '@holostream/sandbox/msw';
import type { AuthStoryParameters } from '@holostream/features/auth/testing';
import type { Decorator } from '@storybook/react-vite';
import { VisitorMarks } from '../shell/visitor-marks';

/** The sandbox's demo account, for `parameters.auth.user` (with `signedInSandbox`). */
export const DEMO_USER: NonNullable<AuthStoryParameters['user']> = {
  username: SANDBOX_ACCOUNTS.demo.username,
  email: SANDBOX_ACCOUNTS.demo.email,
  token: SANDBOX_TOKENS.demo,
};

/** MSW parameters: the sandbox with the demo account's token seeded. */
export const signedInSandbox = () => ({ handlers: sandboxHandlers({ signedInAs: 'demo' }) });

/** Story globals for the viewports of .storybook/preview.tsx. */
export const viewports = {
  phone: { viewport: { value: 'phone', isRotated: false } },
  desktop: { viewport: { value: 'desktop', isRotated: false } },
} as const;

/** Resolves once running CSS animations (a sheet sliding in) have finished. */
export const animationsDone = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

/** The current year, as the footer prints it. */
export const currentYear = () => new Date().getFullYear();

/** The marks the root keeps on `<html>` (signed in or not): the header shows the visitor's actions by them. Inside `withAuth`. */
export const withVisitorMarks: Decorator = (Story) => (
  <>
    <VisitorMarks />
    <Story />
  </>
);
