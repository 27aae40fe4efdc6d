/**
 * The demo's composition root: the only file of the site that imports the sandbox. Without a Stripe
 * publishable key the card field is the sandbox's offline stand-in; with one, real Stripe.js loads
 * (features' default), and the sandbox's code is left out of the build.
 */
import type { CardLoader } from '@holostream/features/shared';
import { sandboxCardLoader } from '@holostream/sandbox/card-loader';

export const siteCardLoader: CardLoader | undefined = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY
  ? undefined
  : sandboxCardLoader;
