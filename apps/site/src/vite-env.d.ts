/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's base URL; without it the site talks to the sandbox on its own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** The card provider's publishable key; without it the sandbox card provider is used. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
