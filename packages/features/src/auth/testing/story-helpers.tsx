import { SANDBOX_ACCOUNTS, SANDBOX_DEMO_TOKEN } from '@holostream/sandbox';
import { sandboxHandlers, type SandboxHandlersOptions } from '@holostream/sandbox/msw';
import { useLocation } from 'react-router-dom';
import type { AuthStoryParameters } from './with-auth';

/** `parameters.msw` for a story: a sandbox world with cheap password hashing and a quiet log. */
export function sandbox(options: SandboxHandlersOptions = {}) {
  return {
    handlers: sandboxHandlers({ passwordIterations: 1000, log: () => undefined, ...options }),
  };
}

/** `parameters.auth.user` of the demo account, whose token the sandbox seeds with `signedInAs: 'demo'`. */
export const DEMO_USER: NonNullable<AuthStoryParameters['user']> = {
  username: SANDBOX_ACCOUNTS.demo.username,
  email: SANDBOX_ACCOUNTS.demo.email,
  token: SANDBOX_DEMO_TOKEN,
};

/**
 * Reseeds the story's sandbox world (same scenarios), so a story that creates an account or uses up a
 * reset link can run again in the same browser session.
 */
export async function resetSandbox(): Promise<void> {
  const response = await fetch('/__sandbox/reset', { method: 'POST' });
  if (!response.ok) throw new Error(`Sandbox reset failed: ${response.status}`);
}

/** The reset e-mails the sandbox "sent" to `to`. */
export async function sandboxOutbox(to: string): Promise<{ to: string; link: string }[]> {
  const response = await fetch(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: { to: string; link: string }[] };
  return body.messages;
}

/** Waits for the fade-ins so checks (and the accessibility scan) see the finished frame. */
export const animationsDone = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished),
  );

/**
 * Stands in for a route outside the auth feature in redirect stories: its heading is the path it
 * was reached at, and it prints the navigation state it received.
 */
export function Destination() {
  const location = useLocation();
  return (
    <section aria-labelledby="destination-title" className="grid gap-2 p-6">
      <h1 id="destination-title" className="text-2xl font-semibold">
        {location.pathname}
      </h1>
      <p className="font-mono text-sm">{JSON.stringify(location.state)}</p>
    </section>
  );
}
