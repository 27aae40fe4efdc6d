import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO_EMBED_URL } from '../../external-links';
import { renderPage } from '../test/render-page';
import { DemoVideo } from './demo-video';

describe('DemoVideo', () => {
  it('has no player in the page until play is pressed (home.video.idle)', () => {
    const { container } = renderPage(<DemoVideo />);
    expect(screen.getByRole('button', { name: 'Play the demo video' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('loads the player from the configured URL after the click and moves focus to it (home.video.playing)', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<DemoVideo />);
    await user.click(screen.getByRole('button', { name: 'Play the demo video' }));

    const player = screen.getByTitle('Holostream demo video');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', DEMO_VIDEO_EMBED_URL);
    // Sandboxed: the player can run, but never navigate this page.
    const allowed = (player.getAttribute('sandbox') ?? 'missing').split(' ');
    expect(allowed).toContain('allow-scripts');
    expect(allowed.filter((token) => token.startsWith('allow-top-navigation'))).toEqual([]);
    expect(player).toHaveFocus();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Play the demo video' })).not.toBeInTheDocument();
  });

  it('starts from the keyboard and speaks Japanese', async () => {
    const user = userEvent.setup();
    renderPage(<DemoVideo />, { language: 'ja' });
    screen.getByRole('button', { name: 'デモ動画を再生' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTitle('Holostreamのデモ動画')).toHaveAttribute('src', DEMO_VIDEO_EMBED_URL);
  });
});
