import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  asDemoPerson,
  fitsThePhone,
  forgetKept,
  JAPANESE,
  PHONE,
  sandbox,
  signInStory,
} from '../../shared/testing/stories';
import { SetupChecklist } from './setup-checklist';
import { useSetupProgress } from './use-setup-progress';

/** The checklist as the tab holds it: ticks kept for the person, the first stream read from the sandbox. */
function KeptSetupChecklist() {
  return <SetupChecklist {...useSetupProgress()} />;
}

const KEY = 'holostream:setup:demo';
/** What the person ticked before the story (a reload finds it). */
const keptBefore = (ticked: string[], hidden = false) => ({
  beforeEach: () => {
    localStorage.setItem(KEY, JSON.stringify({ ticked, hidden }));
  },
});
type Usage = 'no-usage' | 'slow' | 'server-error';
const usage = (scenario: Usage) => ({
  msw: sandbox('demo', {
    scenarios: [scenario],
    ...(scenario === 'no-usage' ? {} : { scenarioOperations: ['getUsage'], delayMs: 'infinite' as const }),
  }),
});

const meta = {
  title: 'Features/GettingStarted/SetupChecklist',
  tags: ['autodocs', 'responsive'],
  component: KeptSetupChecklist,
  decorators: [asDemoPerson],
  beforeEach: (context) => {
    forgetKept('setup');
    return signInStory(context);
  },
  parameters: {
    visual: { pictures: ['Fresh', 'JapanesePhone'] },
    msw: sandbox('demo'),
    router: { initialEntries: ['/account?tab=getting-started'] },
  },
} satisfies Meta<typeof KeptSetupChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The words on screen (a folded card keeps its list in the page, hidden). */
const shown = (canvas: Canvas, text: string) =>
  canvas.getAllByText(text).filter((element) => element.checkVisibility());
const progress = (canvas: Canvas) => canvas.findByRole('progressbar', { name: 'Setup progress' });

/**
 * started.setup.new: 'Your setup' with five steps, each linked to its guide section. The demo account has
 * streamed, so the first stream is ticked by the usage record, and it has no box to tick by hand.
 */
export const Fresh: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your setup' })).toBeVisible();
    await waitFor(async () => expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '1 of 5 done'));
    await expect(canvas.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    await expect(canvas.getByText('Done: your account has streaming time.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Stream your first hologram' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Guide: Connect Unity to a livestream' })).toHaveAttribute(
      'href',
      '#connect-unity',
    );
  },
};

/** started.setup.ticked: a tick by hand counts at once, is kept for the person, and can be undone. */
export const TickAndUndo: Story = {
  parameters: usage('no-usage'),
  play: async ({ canvas }) => {
    await canvas.findByText("Ticks itself once you've streamed.", {}, { timeout: 5000 });
    await userEvent.click(canvas.getByText('Install the iOS capture app'));
    await expect(canvas.getByRole('checkbox', { name: 'Install the iOS capture app' })).toBeChecked();
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '1 of 5 done');
    await expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ ticked: ['iosApp'], hidden: false });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Install the iOS capture app' }));
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '0 of 5 done');
  },
};

/** started.setup.kept: what was ticked before (another visit) is ticked again. */
export const Kept: Story = {
  ...keptBefore(['plugin', 'unity']),
  parameters: usage('no-usage'),
  play: async ({ canvas }) => {
    await canvas.findByText("Ticks itself once you've streamed.", {}, { timeout: 5000 });
    await expect(canvas.getByRole('checkbox', { name: 'Download the Unity plugin' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Connect Unity to a livestream' })).toBeChecked();
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '2 of 5 done');
  },
};

/** started.setup.complete: all five done, a short congratulation. */
export const Complete: Story = {
  ...keptBefore(['plugin', 'iosApp', 'headsetApp', 'unity']),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You're all set", {}, { timeout: 5000 })).toBeVisible();
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '5 of 5 done');
  },
};

/** started.setup.hidden: the card folds to its title and count, and comes back; focus stays on the button. */
export const HideAndShow: Story = {
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '1 of 5 done'));
    const hide = canvas.getByRole('button', { name: 'Hide' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(shown(canvas, '1 of 5 done')).toHaveLength(1);
    const show = canvas.getByRole('button', { name: 'Show' });
    await expect(show).toHaveFocus();
    await expect(show).toHaveAttribute('aria-expanded', 'false');
  },
};

/** started.setup.hidden (kept): folded away last time, it stays folded until brought back. */
export const HiddenKept: Story = {
  ...keptBefore(['plugin'], true),
  play: async ({ canvas }) => {
    await waitFor(() => expect(shown(canvas, '2 of 5 done')).toHaveLength(1), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};

/** started.setup.checking: the first stream says 'Checking…' while the usage record loads. */
export const FirstStreamChecking: Story = {
  parameters: usage('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking…')).toBeVisible();
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '0 of 5 done');
  },
};

/** started.setup.failed: the first stream says it couldn't check; the rest of the list works. */
export const FirstStreamFailed: Story = {
  parameters: usage('server-error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Couldn't check\./, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByText('Connect Unity to a livestream'));
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '1 of 5 done');
  },
};

/** started.setup.new in Japanese at phone width: every row and guide link is at least 44 px tall for a finger. */
export const JapanesePhone: Story = {
  globals: { ...JAPANESE, ...PHONE },
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await canvas.findByRole('progressbar', { name: 'セットアップの進み具合' })).toHaveAttribute(
        'aria-valuetext',
        '5 件中 1 件完了',
      ),
    );
    const list = within(canvas.getByRole('list'));
    for (const target of [...list.getAllByRole('link'), ...list.getAllByRole('checkbox')]) {
      const row = target.closest('[data-slot="checkbox"]') ?? target;
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await fitsThePhone();
  },
};
