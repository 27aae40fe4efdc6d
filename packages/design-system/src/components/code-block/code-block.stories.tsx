import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { CodeBlock } from './code-block';

const sample = `using Holostream;
using UnityEngine;

public class PlayLivestream : MonoBehaviour
{
    [SerializeField] private HolostreamPlayer player;

    private void Start()
    {
        player.StreamId = "hs-live-7f3a9c21"; // the Stream ID from your account's getting-started tab
        player.PinCode = 482915;              // only for private streams
        player.PlayLivestream();
    }
}`;

const meta = {
  title: 'Design system/CodeBlock',
  parameters: { visual: { pictures: 'all' } },
  component: CodeBlock,
  tags: ['autodocs'],
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  args: {
    code: sample,
    language: 'C#',
    scrollLabel: 'Sample code, C#',
    copyLabel: 'Copy code',
    copiedLabel: 'Copied',
    copyErrorLabel: 'Could not copy',
    onCopy: fn(),
  },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * started.unity: the prefab sample; the copy button puts the whole code on the clipboard, confirms it
 * for two seconds and returns (the story waits for that, so its picture is one steady frame).
 */
export const PrefabSample: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'C#' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sample code, C#' })).toHaveTextContent('player.PlayLivestream();');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sample);
    await expect(args.onCopy).toHaveBeenCalledWith(sample);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible(), { timeout: 3000 });
  },
};

/** On a phone the long lines scroll inside the block, not the page; the region takes keyboard focus. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Sample code, C#' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await userEvent.tab();
    // Focus is what lets the browser scroll it with the arrow keys (synthetic keys do not scroll).
    await expect(region).toHaveFocus();
    await expect(canvas.getByRole('figure', { name: 'C#' }).scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A one-line snippet. */
export const Short: Story = {
  args: { code: 'player.PlayLivestream();', scrollLabel: 'Snippet, C#' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Snippet, C#' })).toHaveTextContent('player.PlayLivestream();');
  },
};

/** Japanese labels. */
export const Japanese: Story = {
  args: {
    scrollLabel: 'サンプルコード（C#）',
    copyLabel: 'コードをコピー',
    copiedLabel: 'コピーしました',
    copyErrorLabel: 'コピーできませんでした',
  },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'サンプルコード（C#）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'コードをコピー' }));
    await expect(canvas.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'コードをコピー' })).toBeVisible(), {
      timeout: 3000,
    });
  },
};
