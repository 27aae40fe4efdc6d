import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature, setupSandboxServer, TEST_BASE_URL } from '../../shared/testing/render';
import { GettingStartedTab } from './getting-started-tab';

const sandbox = setupSandboxServer();
const AT_TAB = ['/account?tab=getting-started'];

/** The anchors the page clicked (a spy instead of a real navigation, which jsdom cannot do). */
let clickedAnchors: HTMLAnchorElement[];
const scrollIntoView = vi.fn();

beforeEach(() => {
  clickedAnchors = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedAnchors.push(this);
  });
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  scrollIntoView.mockReset();
});

const renderTab = (language: 'en' | 'ja' = 'en', initialEntries = AT_TAB) =>
  renderFeature(<GettingStartedTab />, { user: 'demo', initialEntries, language });

describe('downloads', () => {
  it('fetch the plugin link once on a double click and open it as a download', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    renderTab();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Download the Unity plugin' }));
    expect(await screen.findByText("Your download has started. Check your browser's downloads.")).toBeVisible();
    expect(world.runtime.stats.get('getPluginDownload')).toBe(1);
    expect(clickedAnchors).toHaveLength(1);
    expect(clickedAnchors[0]!.href).toBe(
      `${TEST_BASE_URL}/__sandbox/downloads/holostream-unity-plugin-1.4.0.unitypackage`,
    );
    expect(clickedAnchors[0]!.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fetch the Quest app link and open it as a download', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Download the Quest app' }));
    await waitFor(() => expect(clickedAnchors).toHaveLength(1));
    expect(clickedAnchors[0]!.href).toMatch(/\/__sandbox\/downloads\/holostream-viewer-1\.2\.0\.apk$/);
    expect(world.runtime.stats.get('getOculusAppDownload')).toBe(1);
    expect(world.runtime.stats.get('getPluginDownload')).toBeUndefined();
  });

  it('are busy while the link is fetched, and a double click sends one request', async () => {
    const world = sandbox.use({ signedInAs: 'demo', scenarios: ['slow'], delayMs: 'infinite' });
    renderTab();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Download the Unity plugin' }));
    await waitFor(() => expect(world.runtime.stats.get('getPluginDownload')).toBe(1));
    const busy = await screen.findByRole('button', { name: 'Preparing download…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it("show 'Failed to download plugin' with the error's message above the guide; dismiss returns focus", async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['server-error'] });
    renderTab();
    const button = screen.getByRole('button', { name: 'Download the Unity plugin' });
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to download plugin');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    // Above the guide: before the table of contents and every section.
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(alert.compareDocumentPosition(toc) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(clickedAnchors).toHaveLength(0);

    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("show 'Failed to download the VR app'; a retry that works clears it and focuses the button", async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['server-error'], scenarioOperations: ['getOculusAppDownload'] });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Download the Quest app' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to download the VR app');

    sandbox.use({ signedInAs: 'demo' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Download the Quest app' })).toHaveFocus();
    expect(clickedAnchors).toHaveLength(1);
  });

  it('never follow a link that is not a web address', async () => {
    sandbox.use({ signedInAs: 'demo' });
    sandbox.server.use(
      http.get(`${TEST_BASE_URL}/v1/downloads/oculus-app`, () =>
        HttpResponse.json({ downloadUrl: 'javascript:alert(1)' }),
      ),
    );
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Download the Quest app' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the VR app');
    expect(clickedAnchors).toHaveLength(0);
  });

  it('say so in Japanese', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['server-error'] });
    renderTab('ja');
    await userEvent.click(screen.getByRole('button', { name: 'Unity プラグインをダウンロード' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('プラグインをダウンロードできませんでした');
  });
});

describe('table of contents', () => {
  it('links to the eight sections; a click scrolls smoothly and focuses the heading', async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '#unity-plugin',
      '#ios-app',
      '#oculus-app',
      '#start-livestream',
      '#setup-unity',
      '#connect-unity',
      '#use-prefab',
      '#oculus-viewer',
    ]);
    await userEvent.click(within(toc).getByRole('link', { name: 'Use the prefab from a script' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Use the prefab from a script' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps without animation when reduced motion is asked for', async () => {
    // jsdom has no matchMedia: the page then assumes motion is fine; here it is asked to reduce it.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    await userEvent.click(screen.getByRole('link', { name: 'Set up Unity' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Set up Unity' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('opens at the section a link points to (#oculus-viewer)', async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab('en', ['/account?tab=getting-started#oculus-viewer']);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Watch on a Meta Quest headset' })).toHaveFocus(),
    );
  });
});
