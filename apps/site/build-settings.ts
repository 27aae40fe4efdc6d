/**
 * The site's build settings, read once by vite.config.ts. No silent fallbacks in production: a production build
 * (the default) fails loudly, naming the variable, unless every setting is there and safe. The demo (sandbox API,
 * stand-in card field, the `.example` links) is something you opt into with HOLOSTREAM_DEMO=1, never what you
 * get by accident.
 */

import { hostProblem, isIpAddress } from './public-host.ts';

/** The external links of the pages, with the demo's values (reserved `.example` hosts that never resolve). */
export const LINK_SETTINGS = {
  VITE_CONTACT_FORM_URL: {
    demo: 'https://forms.example.com/holostream-contact',
    kind: 'url',
    what: 'the contact form',
  },
  VITE_SUPPORT_EMAIL: { demo: 'support@holostream.example', kind: 'email', what: 'the support e-mail address' },
  VITE_WEBSITE_URL: { demo: 'https://holostream.example', kind: 'url', what: 'the public website' },
  VITE_MEETING_SYSTEM_URL: {
    demo: 'https://partner.example.com/hologram-meetings',
    kind: 'url',
    what: "the meeting app's partner page",
  },
  VITE_DEMO_VIDEO_EMBED_URL: {
    demo: 'https://video.example.com/embed/holostream-demo?autoplay=1',
    kind: 'url',
    what: 'the demo video (embed address)',
  },
  VITE_IOS_BETA_URL: {
    demo: 'https://testflight.apple.com/join/H0L0STRM',
    kind: 'url',
    what: "the iOS app's beta-testing link",
  },
  // The API's download links (the plugin, the headset app) lead only there; in the demo the sandbox serves them from
  // the site's own origin.
  VITE_DOWNLOAD_ORIGIN: {
    demo: 'https://downloads.example.com',
    kind: 'url',
    what: 'the download service (the Unity plugin and the headset app)',
  },
} as const;

export type LinkSetting = keyof typeof LINK_SETTINGS;

/** Every value the site's code reads from `import.meta.env`, resolved. */
export interface SiteSettings {
  demo: boolean;
  /** HOLOSTREAM_STAGING=1: a production build for a staging site, the only one that may use a `pk_test_` key. */
  staging: boolean;
  /** Optional: an https: URL that receives the page's error reports as JSON (`sendBeacon`); empty: the console. */
  VITE_ERROR_REPORT_URL: string;
  /** Optional: where browsers report the security policy's violations (headers only, not the page's code). */
  cspReportUrl: string;
  /** CSP_REPORT_ONLY=1: the policy reports without blocking, for a first deploy (needs CSP_REPORT_URL). */
  cspReportOnly: boolean;
  VITE_API_BASE_URL: string;
  VITE_STRIPE_PUBLISHABLE_KEY: string;
  links: Record<LinkSetting, string>;
}

export class BuildSettingsError extends Error {
  override readonly name = 'BuildSettingsError';
}

const parse = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};
const isHttps = (value: string) => parse(value)?.protocol === 'https:';

/** An e-mail address whose domain is a host name or address (no brackets, port, path or second `@`). */
const EMAIL = /^[^\s@]+@[^\s@/\\?#[\]:]+\.[^\s@/\\?#[\]:]+$/;

/** The host of a URL setting, or of an e-mail address's domain, as a URL writes it (`0x7f.1` is `127.0.0.1`). */
const hostOf = (value: string, kind: 'url' | 'email') =>
  (kind === 'email' ? parse(`https://${value.slice(value.lastIndexOf('@') + 1)}/`) : parse(value))?.hostname ?? '';

/** A user name or password in an address: the page would publish it. */
const holdsCredentials = (value: string) => {
  const url = parse(value);
  return url !== undefined && (url.username !== '' || url.password !== '');
};

/**
 * Why the host of a production address is not one to publish, in words, or null: not public (public-host.ts), or,
 * for a link and the support e-mail (`names`), an IP address where a name belongs.
 */
function publicHostProblem(value: string, kind: 'url' | 'email', names: boolean): string | null {
  const host = hostOf(value, kind);
  const problem = hostProblem(host);
  if (problem !== null) return problem;
  return names && isIpAddress(host) ? 'an IP address, not a name' : null;
}

/** The settings of a build, or a `BuildSettingsError` listing every problem by variable name. */
export function readSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const demo = env.HOLOSTREAM_DEMO === '1' || env.HOLOSTREAM_DEMO === 'true';
  const staging = env.HOLOSTREAM_STAGING === '1' || env.HOLOSTREAM_STAGING === 'true';
  const value = (name: string) => env[name]?.trim() ?? '';
  const problems: string[] = [];

  const apiBaseUrl = value('VITE_API_BASE_URL');
  if (apiBaseUrl === '') {
    if (!demo) problems.push("VITE_API_BASE_URL is missing: set it to the API's https: address.");
  } else if (!isHttps(apiBaseUrl)) {
    problems.push(`VITE_API_BASE_URL must be an https: URL (got "${apiBaseUrl}").`);
  } else {
    if (holdsCredentials(apiBaseUrl)) {
      problems.push('VITE_API_BASE_URL holds a user name or password: it would be published in the page. Remove it.');
    }
    const problem = demo ? null : publicHostProblem(apiBaseUrl, 'url', false);
    if (problem !== null) {
      problems.push(
        `VITE_API_BASE_URL points at ${problem} (${hostOf(apiBaseUrl, 'url')}): set the production API's public address.`,
      );
    }
  }

  const key = value('VITE_STRIPE_PUBLISHABLE_KEY');
  if (/^(sk|rk)_/.test(key)) {
    problems.push(
      'VITE_STRIPE_PUBLISHABLE_KEY is a SECRET key (sk_/rk_): it would be published in the page. Revoke it in the ' +
        'Stripe dashboard now, and set the publishable key (pk_live_… or pk_test_…).',
    );
  } else if (key === '') {
    if (!demo)
      problems.push('VITE_STRIPE_PUBLISHABLE_KEY is missing: set the publishable key (pk_live_… or pk_test_…).');
  } else if (!/^pk_(live|test)_\w+$/.test(key)) {
    problems.push('VITE_STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_live_… or pk_test_…).');
  } else if (!demo && !staging && key.startsWith('pk_test_')) {
    problems.push(
      'VITE_STRIPE_PUBLISHABLE_KEY is a test key (pk_test_…): no real payment would be taken. Set the live key, ' +
        'or build a staging site with HOLOSTREAM_STAGING=1.',
    );
  }

  const errorReportUrl = value('VITE_ERROR_REPORT_URL');
  const cspReportUrl = value('CSP_REPORT_URL');
  for (const [name, url] of [
    ['VITE_ERROR_REPORT_URL', errorReportUrl],
    ['CSP_REPORT_URL', cspReportUrl],
  ] as const) {
    if (url === '') continue;
    const problem = demo ? null : publicHostProblem(url, 'url', false);
    if (!isHttps(url)) problems.push(`${name} must be an https: URL (got "${url}").`);
    else if (holdsCredentials(url)) problems.push(`${name} holds a user name or password: remove it.`);
    else if (problem !== null) problems.push(`${name} points at ${problem} (${url}): set a public address.`);
  }
  const cspReportOnly = env.CSP_REPORT_ONLY === '1' || env.CSP_REPORT_ONLY === 'true';
  if (cspReportOnly && cspReportUrl === '') {
    problems.push('CSP_REPORT_ONLY=1 turns the policy into reports only: set CSP_REPORT_URL to receive them.');
  }

  const links = {} as Record<LinkSetting, string>;
  for (const [name, setting] of Object.entries(LINK_SETTINGS) as [LinkSetting, (typeof LINK_SETTINGS)[LinkSetting]][]) {
    const given = value(name);
    if (given === '' && demo) {
      links[name] = setting.demo;
      continue;
    }
    const problem = demo || given === '' ? null : publicHostProblem(given, setting.kind, true);
    if (given === '') problems.push(`${name} is missing: set ${setting.what}.`);
    else if (setting.kind === 'url' && !isHttps(given))
      problems.push(`${name} must be an https: URL (got "${given}").`);
    else if (setting.kind === 'email' && !EMAIL.test(given)) problems.push(`${name} must be an e-mail address.`);
    else if (holdsCredentials(given))
      problems.push(`${name} holds a user name or password: it would be published in the page. Remove it.`);
    else if (problem !== null)
      problems.push(`${name} is ${problem} (${given}): set the real public address for production.`);
    links[name] = given;
  }

  if (problems.length > 0) {
    const how = demo
      ? ''
      : '\nA production build needs every setting (see README, "Build settings"). For the demo with the sandbox, ' +
        'build with HOLOSTREAM_DEMO=1 (npm start does).';
    throw new BuildSettingsError(`The site's build settings are not usable:\n- ${problems.join('\n- ')}${how}`);
  }
  return {
    demo,
    staging,
    VITE_API_BASE_URL: apiBaseUrl,
    VITE_STRIPE_PUBLISHABLE_KEY: key,
    VITE_ERROR_REPORT_URL: errorReportUrl,
    cspReportUrl,
    cspReportOnly,
    links,
  };
}

/** Vite `define` entries: the code reads every setting from `import.meta.env`, resolved here. */
export function settingsDefines(settings: SiteSettings): Record<string, string> {
  const entries: [string, string | boolean][] = [
    ['VITE_DEMO', settings.demo],
    ['VITE_API_BASE_URL', settings.VITE_API_BASE_URL],
    ['VITE_STRIPE_PUBLISHABLE_KEY', settings.VITE_STRIPE_PUBLISHABLE_KEY],
    ['VITE_ERROR_REPORT_URL', settings.VITE_ERROR_REPORT_URL],
    ...Object.entries(settings.links),
  ];
  return Object.fromEntries(entries.map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]));
}
