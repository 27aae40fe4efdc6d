import { HOSTILE_STRINGS } from '@holostream/sandbox';
import { describe, expect, it } from 'vitest';
import { deviceTitle, MAX_NAME_LENGTH } from './device-title';

// The user agents the sandbox seeds (packages/sandbox/src/seed.ts), plus a few real-world ones.
const UA = {
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  quest:
    'Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/33.0 Chrome/124.0 VR',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  linuxFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  windowsOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

describe('deviceTitle', () => {
  it.each([
    [UA.macChrome, 'Chrome', 'macOS'],
    [UA.macSafari, 'Safari', 'macOS'],
    [UA.windowsEdge, 'Edge', 'Windows'],
    [UA.iphoneSafari, 'Safari', 'iOS'],
    [UA.quest, 'Oculus Browser', 'Meta Quest'],
    [UA.androidChrome, 'Chrome', 'Android'],
    [UA.iphoneChrome, 'Chrome', 'iOS'],
    [UA.linuxFirefox, 'Firefox', 'Linux'],
    [UA.windowsOpera, 'Opera', 'Windows'],
    [UA.chromebook, 'Chrome', 'ChromeOS'],
    [UA.ipadSafari, 'Safari', 'iPadOS'],
    [UA.headlessChrome, 'Chrome', 'Linux'],
  ])('reads a browser and its system from %s', (name, browser, os) => {
    expect(deviceTitle(name)).toEqual({ kind: 'browser', browser, os });
  });

  it('names the browser alone when the system is not said', () => {
    expect(deviceTitle('Firefox/127.0')).toEqual({ kind: 'browser', browser: 'Firefox', os: null });
  });

  it.each([
    ['HolostreamCapture/1.4.0 (iPhone15,2; iOS 17.5; Scale/3.00)', 'iphone'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      'iphone',
    ],
    ['HolostreamCapture/1.4.0 (iPad13,4; iOS 17.5)', 'ipad'],
    ['okhttp/4.12.0', 'android'],
    ['Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A)', 'android'],
    ['HolostreamViewer/2.0 (Oculus Quest 3; Android 12)', 'quest'],
    ['UnityPlayer/2022.3.20f1 (UnityWebRequest/1.0, libcurl/8.4.0-DEV)', 'unity'],
  ])('recognises an app without a browser: %s', (name, platform) => {
    expect(deviceTitle(name)).toEqual({ kind: 'app', platform });
  });

  it('keeps a name it cannot read as it is, markup included (shown as text)', () => {
    expect(deviceTitle('Studio laptop')).toEqual({ kind: 'name', name: 'Studio laptop' });
    expect(deviceTitle(HOSTILE_STRINGS.sessionName)).toEqual({ kind: 'name', name: HOSTILE_STRINGS.sessionName });
  });

  it('tidies the spaces of a raw name and cuts a very long one', () => {
    expect(deviceTitle('  my \n  desk  ')).toEqual({ kind: 'name', name: 'my desk' });
    const long = deviceTitle('x'.repeat(500));
    expect(long.kind === 'name' && long.name.length).toBe(MAX_NAME_LENGTH);
    expect(long.kind === 'name' && long.name.endsWith('…')).toBe(true);
  });

  it('says unknown for no name, an empty one or only spaces', () => {
    expect(deviceTitle(null)).toEqual({ kind: 'unknown' });
    expect(deviceTitle(undefined)).toEqual({ kind: 'unknown' });
    expect(deviceTitle('')).toEqual({ kind: 'unknown' });
    expect(deviceTitle('   ')).toEqual({ kind: 'unknown' });
  });
});
