/**
 * docs/product.md §3 Session: "a device title is derived" from the session's name, which is the client that signed
 * in (a user-agent string) or null. The result is a description, not words: the screen translates it
 * ('Chrome on macOS', 「macOS の Chrome」). Browser and system names are proper nouns, the same in every
 * language.
 */

/** Apps that sign in without a browser, each with its own translated title ('iPhone app'). */
export const APP_PLATFORMS = ['iphone', 'ipad', 'android', 'quest', 'unity'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export type DeviceTitle =
  /** A browser, with the system when the name says it. */
  | { kind: 'browser'; browser: string; os: string | null }
  /** An app of ours or a partner's (the capture app, the headset viewer, the Unity plugin). */
  | { kind: 'app'; platform: AppPlatform }
  /** A name we cannot read: shown as it is (as text, never as markup). */
  | { kind: 'name'; name: string }
  /** No name at all. */
  | { kind: 'unknown' };

/** A name longer than this is cut, so one odd client cannot stretch the card. */
export const MAX_NAME_LENGTH = 120;

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\b(?:Edg|Edge|EdgA|EdgiOS)\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bOculusBrowser\//, 'Oculus Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// The headset says "Linux" and "Android" too, and an iPad may say "Mac OS X": the specific ones first.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:Quest|Oculus)/i, 'Meta Quest'],
  [/\biPad/, 'iPadOS'],
  [/\b(?:iPhone|iPod)/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(?:Macintosh|Mac OS X|macOS)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const APPS: readonly [RegExp, AppPlatform][] = [
  [/\bUnity(?:Player|WebRequest)?\b/i, 'unity'],
  [/\b(?:Quest|Oculus)/i, 'quest'],
  [/\biPad/, 'ipad'],
  [/\b(?:iPhone|iOS)/, 'iphone'],
  [/\b(?:Android|okhttp|Dalvik)\b/i, 'android'],
];

const firstMatch = <T>(table: readonly [RegExp, T][], text: string): T | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** What to call the device a session signed in from. */
export function deviceTitle(name: string | null | undefined): DeviceTitle {
  const text = (name ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'unknown' };

  const browser = firstMatch(BROWSERS, text);
  if (browser) return { kind: 'browser', browser, os: firstMatch(SYSTEMS, text) };

  const platform = firstMatch(APPS, text);
  if (platform) return { kind: 'app', platform };

  const cut = text.length > MAX_NAME_LENGTH ? `${text.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…` : text;
  return { kind: 'name', name: cut };
}
