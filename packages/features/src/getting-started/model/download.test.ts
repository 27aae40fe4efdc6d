// @vitest-environment jsdom -- clicks a temporary <a download> in the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAsDownload, safeDownloadUrl, UnsafeDownloadUrlError } from './download';

/** The download service the site lists. */
const hosts = ['cdn.example.com'];

describe('openAsDownload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a temporary <a download> with the URL, then removes it', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
      expect(this.isConnected).toBe(true);
    });
    openAsDownload('https://cdn.example.com/holostream-unity-plugin.unitypackage', hosts);
    expect(clicked).toHaveLength(1);
    const anchor = clicked[0]!;
    expect(anchor.href).toBe('https://cdn.example.com/holostream-unity-plugin.unitypackage');
    expect(anchor.hasAttribute('download')).toBe(true);
    expect(anchor.isConnected).toBe(false);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('resolves a relative link against the page', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openAsDownload('/__sandbox/downloads/holostream-viewer-1.2.0.apk', hosts);
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(
      `${window.location.origin}/__sandbox/downloads/holostream-viewer-1.2.0.apk`,
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://',
    'https://elsewhere.test/x.apk',
  ])('refuses a link that is not a web address of a host the site lists: %s', (link) => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    expect(() => openAsDownload(link, hosts)).toThrow(UnsafeDownloadUrlError);
    expect(click).not.toHaveBeenCalled();
  });
});

describe('safeDownloadUrl', () => {
  it('accepts https, and http only from an http: page (the demo on localhost)', () => {
    expect(safeDownloadUrl('https://cdn.example.com/x.apk', hosts).protocol).toBe('https:');
    expect(safeDownloadUrl('http://localhost:4411/x.apk', [], 'http://localhost:4411/account').href).toBe(
      'http://localhost:4411/x.apk',
    );
    expect(() => safeDownloadUrl('http://cdn.example.com/x.apk', hosts, 'https://holostream.example/')).toThrow(
      UnsafeDownloadUrlError,
    );
    expect(() => safeDownloadUrl('https://evil.test/x.apk', hosts, 'https://holostream.example/')).toThrow(
      UnsafeDownloadUrlError,
    );
  });
});
