import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEETING_SYSTEM_URL } from '../../external-links';
import { renderPage } from '../test/render-page';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('has one h1 and calls to action to /plans and /about', () => {
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('link', { name: 'About Holostream' })).toHaveAttribute('href', '/about');
  });

  it('shows the four feature cards in order', () => {
    renderPage(<HomePage />);
    const features = screen.getByRole('region', { name: 'Everything between the camera and the audience' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Capture app', 'Cloud processing', 'Scaling and distribution', 'Game-engine plugin']);
  });

  it('links the meeting system out safely in a new tab, and to /contact', () => {
    renderPage(<HomePage />);
    const meeting = screen.getByRole('region', { name: 'One-to-one hologram meetings' });
    const learnMore = within(meeting).getByRole('link', {
      name: 'Learn more about hologram meetings (opens in a new tab)',
    });
    expect(learnMore).toHaveAttribute('href', MEETING_SYSTEM_URL);
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(meeting).getByRole('link', { name: 'Talk to us about it' })).toHaveAttribute('href', '/contact');
  });
});
