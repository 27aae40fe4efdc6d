/**
 * The demo's composition root: the only file of the site that imports the sandbox. In the demo build
 * (HOLOSTREAM_DEMO=1) without a publishable key, the card field is the sandbox's offline stand-in; a production
 * build has a key (build-settings.ts requires one), so real Stripe.js loads (features' default) and the
 * sandbox's code is left out (the build fails if any of it is in).
 */
import type { CardLoader } from '@holostream/features/card-loader';
import { sandboxCardLoader } from '@holostream/sandbox/card-loader';

export const siteCardLoader: CardLoader | undefined =
  import.meta.env.VITE_DEMO && !import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ? sandboxCardLoader : undefined;
