import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import {
  asDemoPerson,
  Destination,
  forgetKept,
  sandbox,
  sandboxStats,
  signInStory,
} from '../../shared/testing/stories';
import { GettingStartedTab } from './getting-started-tab';

const meta = {
  title: 'Features/GettingStarted/GettingStartedTab',
  tags: ['autodocs', 'responsive'],
  component: GettingStartedTab,
  // The setup checklist keeps its ticks for the person signed in; each story starts without any.
  decorators: [asDemoPerson],
  beforeEach: (context) => {
    forgetKept('setup');
    return signInStory(context);
  },
  parameters: {
    visual: {
      pictures: [
        'TableOfContents',
        'TableOfContentsJapanesePhone',
        'DownloadsJapanesePhone',
        'DownloadErrorJapanesePhone',
        'LivestreamJapanesePhone',
        'UnityJapanesePhone',
        'HeadsetJapanesePhone',
      ],
    },
    msw: sandbox('demo'),
    router: { initialEntries: ['/account?tab=getting-started'] },
  },
  render: () => (
    <Routes>
      <Route path="/account" element={<GettingStartedTab />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
} satisfies Meta<typeof GettingStartedTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const PHONE = { viewport: { value: 'phone' } } as const;
/** Waits until the Japanese translations are on screen (the language switch is asynchronous). */
const japaneseShown = (canvas: Canvas) => canvas.findByRole('navigation', { name: 'このページの内容' });
const section = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

/** The anchors the page clicked to start a download: spied, so the story frame does not navigate. */
let anchorClicks: MockInstance<HTMLAnchorElement['click']>;
const spyOnDownloads = () => {
  anchorClicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => anchorClicks.mockRestore();
};
const clickedAnchor = (index = 0) => anchorClicks.mock.contexts[index] as HTMLAnchorElement;

/** Only this download answers 500, with the sandbox's message. */
const failing = (operation: 'getPluginDownload' | 'getOculusAppDownload') => ({
  msw: sandbox('demo', { scenarios: ['server-error'], scenarioOperations: [operation] }),
});

/** The error is above the guide: before the intro, the table of contents and every section, on screen too. */
const expectAboveGuide = async (canvas: Canvas, alert: HTMLElement, tocName = 'On this page') => {
  const toc = canvas.getByRole('navigation', { name: tocName });
  await expect(alert.compareDocumentPosition(toc) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(toc.getBoundingClientRect().top);
};

// started.toc -------------------------------------------------------------------------------

/** started.toc: a named table of contents with the eight sections; a click moves focus to the section's heading. */
export const TableOfContents: Story = {
  play: async ({ canvas }) => {
    const toc = within(canvas.getByRole('navigation', { name: 'On this page' }));
    const links = toc.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Unity plugin',
      'iOS capture app',
      'Meta Quest viewer app',
      'Start a livestream',
      'Set up Unity',
      'Connect Unity to a livestream',
      'Use the prefab from a script',
      'Watch on a Meta Quest headset',
    ]);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#unity-plugin',
      '#ios-app',
      '#oculus-app',
      '#start-livestream',
      '#setup-unity',
      '#connect-unity',
      '#use-prefab',
      '#oculus-viewer',
    ]);

    await userEvent.click(toc.getByRole('link', { name: 'Watch on a Meta Quest headset' }));
    const heading = canvas.getByRole('heading', { level: 2, name: 'Watch on a Meta Quest headset' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('tabindex', '-1');

    // From the keyboard too: Enter on a link, and reading continues at that heading.
    toc.getByRole('link', { name: 'Start a livestream' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Start a livestream' })).toHaveFocus());
  },
};

/** started.toc in Japanese at phone width: the contents come first, above the sections. */
export const TableOfContentsJapanesePhone: Story = {
  globals: { locale: 'ja', ...PHONE },
  play: async ({ canvas }) => {
    const nav = await japaneseShown(canvas);
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('heading', { level: 2, name: 'Unity プラグイン' }).getBoundingClientRect().top,
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'スクリプトからプレハブを使う' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'スクリプトからプレハブを使う' })).toHaveFocus(),
    );
  },
};

// started.downloads -------------------------------------------------------------------------

/**
 * started.downloads: the plugin button asks the API once (even on a double click) and opens the answer's
 * downloadUrl as a download; then the Quest app the same way; the iOS beta opens TestFlight in a new tab.
 */
export const Downloads: Story = {
  beforeEach: spyOnDownloads,
  play: async ({ canvas }) => {
    const plugin = section(canvas, 'Unity plugin');
    await userEvent.dblClick(plugin.getByRole('button', { name: 'Download the Unity plugin' }));
    await expect(await plugin.findByText("Your download has started. Check your browser's downloads.")).toBeVisible();
    await expect((await sandboxStats()).getPluginDownload).toBe(1);
    await expect(anchorClicks).toHaveBeenCalledTimes(1);
    await expect(clickedAnchor().href).toMatch(/\/__sandbox\/downloads\/holostream-unity-plugin-[\d.]+\.unitypackage$/);
    await expect(clickedAnchor()).toHaveAttribute('download');
    await expect(clickedAnchor().isConnected).toBe(false);
    // The setup checklist ticks the step itself.
    await expect(canvas.getByRole('checkbox', { name: 'Download the Unity plugin' })).toBeChecked();

    const quest = section(canvas, 'Meta Quest viewer app');
    await userEvent.click(quest.getByRole('button', { name: 'Download the Quest app' }));
    await expect(await quest.findByText("Your download has started. Check your browser's downloads.")).toBeVisible();
    await expect((await sandboxStats()).getOculusAppDownload).toBe(1);
    await expect(clickedAnchor(1).href).toMatch(/\/__sandbox\/downloads\/holostream-viewer-[\d.]+\.apk$/);
    await expect(canvas.queryByRole('alert')).toBeNull();

    const beta = section(canvas, 'iOS capture app').getByRole('link', {
      name: 'Join the iOS beta on TestFlight (opens in a new tab)',
    });
    await expect(beta).toHaveAttribute('href', expect.stringMatching(/^https:\/\/testflight\.apple\.com\/join\//));
    await expect(beta).toHaveAttribute('target', '_blank');
    await expect(beta).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

/** started.downloads: the requirements of docs/product.md §9 next to the downloads. */
export const Requirements: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('heading', { level: 2, name: 'Requirements' }).closest('[data-slot="card"]')!);
    await expect(card.getByText('Unity 2022.3 LTS or newer')).toBeVisible();
    await expect(card.getByText(/iOS 16\.6 or later/)).toBeVisible();
    await expect(card.getByText('Quest 2, Quest 3, Quest 3s')).toBeVisible();
    await expect(card.getByText('Keep the camera at least 1.5 m from the subject')).toBeVisible();
  },
};

/** started.downloads while the link is fetched: the button is busy and blocked; one request only. */
export const DownloadBusy: Story = {
  parameters: {
    msw: sandbox('demo', { scenarios: ['slow'], scenarioOperations: ['getPluginDownload'], delayMs: 'infinite' }),
  },
  beforeEach: spyOnDownloads,
  play: async ({ canvas }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Download the Unity plugin' }));
    const busy = await canvas.findByRole('button', { name: 'Preparing download…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect((await sandboxStats()).getPluginDownload).toBe(1);
    await expect(anchorClicks).not.toHaveBeenCalled();
    // The other download is independent.
    await expect(canvas.getByRole('button', { name: 'Download the Quest app' })).toBeEnabled();
  },
};

/** started.downloads in Japanese at phone width. */
export const DownloadsJapanesePhone: Story = {
  globals: { locale: 'ja', ...PHONE },
  beforeEach: spyOnDownloads,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: /^TestFlight で iOS ベータ版に参加\s?（新しいタブで開きます）$/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Meta Quest 視聴アプリをダウンロード' }));
    await expect(
      await canvas.findByText('ダウンロードを開始しました。ブラウザのダウンロード一覧をご確認ください。'),
    ).toBeVisible();
    await expect(clickedAnchor().href).toMatch(/\.apk$/);
    await expect(canvas.getByText('Unity 2022.3 LTS 以降')).toBeVisible();
  },
};

// started.download-error --------------------------------------------------------------------

/** started.download-error (plugin): 'Failed to download plugin' with the message, above the guide; dismiss returns focus. */
export const DownloadErrorPlugin: Story = {
  parameters: failing('getPluginDownload'),
  beforeEach: spyOnDownloads,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Download the Unity plugin' });
    await userEvent.click(button);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to download plugin');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    await expectAboveGuide(canvas, alert);
    await expect(anchorClicks).not.toHaveBeenCalled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** started.download-error (VR app): 'Failed to download the VR app' above the guide; Try again asks once more. */
export const DownloadErrorVrApp: Story = {
  parameters: failing('getOculusAppDownload'),
  beforeEach: spyOnDownloads,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download the Quest app' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to download the VR app');
    await expect(alert).not.toHaveTextContent('Failed to download plugin');
    await expectAboveGuide(canvas, alert);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await sandboxStats()).getOculusAppDownload).toBe(2));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to download the VR app');
  },
};

/** started.download-error in Japanese at phone width: both errors, each with its own title. */
export const DownloadErrorJapanesePhone: Story = {
  globals: { locale: 'ja', ...PHONE },
  parameters: { msw: sandbox('demo', { scenarios: ['server-error'] }) },
  beforeEach: spyOnDownloads,
  play: async ({ canvas }) => {
    await japaneseShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Unity プラグインをダウンロード' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Meta Quest 視聴アプリをダウンロード' }));
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    const [first, second] = canvas.getAllByRole('alert');
    await expect(first).toHaveTextContent('プラグインをダウンロードできませんでした');
    await expect(second).toHaveTextContent('VR アプリをダウンロードできませんでした');
    await expectAboveGuide(canvas, second!, 'このページの内容');
    await expect(within(second!).getByRole('button', { name: '閉じる' })).toBeVisible();
  },
};

// started.livestream ------------------------------------------------------------------------

/** started.livestream: six steps, the Stream ID and PIN code with copy buttons, private/public, tips and a note. */
export const Livestream: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    const guide = section(canvas, 'Start a livestream');
    const steps = guide.getByRole('list', { name: 'Steps to start a livestream' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(steps).getByText(/at least 1\.5 m from the subject/)).toBeVisible();

    await expect(guide.getByText('Stream ID')).toBeVisible();
    await expect(guide.getByText('hs-live-7f3a9c21')).toBeVisible();
    await expect(guide.getByText('PIN code (private streams only)')).toBeVisible();
    await expect(guide.getByText('482915')).toBeVisible();
    await userEvent.click(guide.getByRole('button', { name: 'Copy Stream ID' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('hs-live-7f3a9c21');
    await expect(guide.getByRole('button', { name: 'Copied' })).toBeVisible();
    await userEvent.click(guide.getByRole('button', { name: 'Copy PIN code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith('482915');

    const visibility = within(guide.getByRole('heading', { level: 3, name: 'Stream visibility' }).parentElement!);
    await expect(visibility.getByText('Private')).toBeVisible();
    await expect(visibility.getByText(/Only viewers who enter both the Stream ID and the PIN code/)).toBeVisible();
    await expect(visibility.getByText('Public')).toBeVisible();
    await expect(visibility.getByText(/no PIN code is needed/)).toBeVisible();

    const tips = guide.getByRole('heading', { level: 3, name: 'Tips for a clear hologram' });
    await expect(within(tips.parentElement!).getAllByRole('listitem')).toHaveLength(4);
    await expect(guide.getByText('Note')).toBeVisible();
    await expect(guide.getByText(/Share the PIN code only with the people you invite/)).toBeVisible();
  },
};

/** started.livestream in Japanese at phone width. */
export const LivestreamJapanesePhone: Story = {
  globals: { locale: 'ja', ...PHONE },
  play: async ({ canvas }) => {
    await japaneseShown(canvas);
    const guide = section(canvas, 'ライブ配信を始める');
    await expect(
      within(guide.getByRole('list', { name: 'ライブ配信を始める手順' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    await expect(guide.getByRole('button', { name: 'ストリーム ID をコピー' })).toBeVisible();
    await expect(guide.getByRole('button', { name: 'PIN コードをコピー' })).toBeVisible();
    const visibility = within(guide.getByRole('heading', { level: 3, name: '配信の公開範囲' }).parentElement!);
    await expect(visibility.getByText('非公開')).toBeVisible();
    await expect(visibility.getByText('公開')).toBeVisible();
    await expect(guide.getByText('ご注意')).toBeVisible();
  },
};

// started.unity -----------------------------------------------------------------------------

/** started.unity: six setup steps; connect in five steps with the PIN Code field; the prefab's C# sample with copy. */
export const Unity: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    const setup = section(canvas, 'Set up Unity');
    const setupSteps = within(setup.getByRole('list', { name: 'Steps to set up Unity' })).getAllByRole('listitem');
    await expect(setupSteps).toHaveLength(6);
    await expect(setupSteps[0]).toHaveTextContent('Unity 2022.3 LTS or newer');
    // The plugin step links back to the download, and the link moves focus there.
    await userEvent.click(setup.getByRole('link', { name: 'the top of this page' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Unity plugin' })).toHaveFocus());

    const connect = section(canvas, 'Connect Unity to a livestream');
    const connectSteps = within(connect.getByRole('list', { name: 'Steps to connect Unity to a livestream' }));
    await expect(connectSteps.getAllByRole('listitem')).toHaveLength(5);
    await expect(connectSteps.getByText(/type the PIN code into the/)).toHaveTextContent('PIN Code field');
    const inspector = connect.getByRole('figure', { name: /HoloStream Player component in the Inspector/ });
    await expect(within(inspector).getByText('PIN Code')).toBeVisible();

    const prefab = section(canvas, 'Use the prefab from a script');
    const code = prefab.getByRole('figure', { name: 'C#' });
    await expect(code).toHaveTextContent('player.StreamId = "hs-live-7f3a9c21";');
    await expect(code).toHaveTextContent('player.PinCode = 482915;');
    await expect(code).toHaveTextContent('player.Play();');
    await userEvent.click(within(code).getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(expect.stringContaining('player.Play();'));
    await expect(within(code).getByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

/** started.unity in Japanese at phone width: the code stays as it is; the long lines scroll inside their box. */
export const UnityJapanesePhone: Story = {
  globals: { locale: 'ja', ...PHONE },
  play: async ({ canvas }) => {
    await japaneseShown(canvas);
    const setup = section(canvas, 'Unity のセットアップ');
    await expect(
      within(setup.getByRole('list', { name: 'Unity をセットアップする手順' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    const connect = section(canvas, 'Unity をライブ配信に接続する');
    await expect(
      within(connect.getByRole('list', { name: 'Unity をライブ配信に接続する手順' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    const code = section(canvas, 'スクリプトからプレハブを使う').getByRole('region', { name: 'サンプルコード（C#）' });
    await expect(code).toHaveTextContent('player.PinCode = 482915;');
    // Nothing wider than the phone: the page itself never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// started.headset ---------------------------------------------------------------------------

/** started.headset: five steps on the headset, then the single- and dual-controller gestures. */
export const Headset: Story = {
  play: async ({ canvas }) => {
    const guide = section(canvas, 'Watch on a Meta Quest headset');
    const steps = within(guide.getByRole('list', { name: 'Steps to watch on a Meta Quest headset' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(5);
    await expect(steps.getByRole('link', { name: 'Quest viewer app' })).toHaveAttribute('href', '#oculus-app');

    const single = within(guide.getByRole('table', { name: 'Single controller' }));
    await expect(single.getAllByRole('row')).toHaveLength(6);
    await expect(single.getByRole('rowheader', { name: 'Thumbstick left or right' })).toBeVisible();
    await expect(single.getByRole('cell', { name: 'Turn the hologram' })).toBeVisible();

    const dual = within(guide.getByRole('table', { name: 'Dual controller' }));
    await expect(dual.getAllByRole('row')).toHaveLength(5);
    await expect(dual.getByRole('cell', { name: 'Make the hologram bigger or smaller' })).toBeVisible();
  },
};

/** started.headset in Japanese at phone width. */
export const HeadsetJapanesePhone: Story = {
  globals: { locale: 'ja', ...PHONE },
  play: async ({ canvas }) => {
    await japaneseShown(canvas);
    const guide = section(canvas, 'Meta Quest ヘッドセットで視聴する');
    await expect(
      within(guide.getByRole('list', { name: 'Meta Quest ヘッドセットで視聴する手順' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(guide.getByRole('table', { name: '片手のコントローラー' })).toBeVisible();
    await expect(guide.getByRole('table', { name: '両手のコントローラー' })).toBeVisible();
    await expect(guide.getByRole('cell', { name: 'ホログラムを拡大・縮小' })).toBeVisible();
  },
};
