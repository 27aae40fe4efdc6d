/// <reference types="vite/client" />

/** The build settings (build-settings.ts resolves them all; a production build fails without them). */
interface ImportMetaEnv {
  /** True in the demo build (HOLOSTREAM_DEMO=1): the sandbox API and card field, and a banner saying so. */
  readonly VITE_DEMO: boolean;
  /** The API's https: base URL; empty in the demo: the sandbox on the site's own origin. */
  readonly VITE_API_BASE_URL: string;
  /** The card provider's publishable key (pk_live_/pk_test_); empty in the demo: the sandbox card field. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY: string;
  /** An https: URL that receives error reports (services/error-reports.ts); empty: the console only. */
  readonly VITE_ERROR_REPORT_URL: string;
  readonly VITE_CONTACT_FORM_URL: string;
  readonly VITE_SUPPORT_EMAIL: string;
  readonly VITE_WEBSITE_URL: string;
  readonly VITE_MEETING_SYSTEM_URL: string;
  readonly VITE_DEMO_VIDEO_EMBED_URL: string;
  readonly VITE_IOS_BETA_URL: string;
  readonly VITE_DOWNLOAD_ORIGIN: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
