import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, WEBSITE_URL } from '../site-links';
import { renderPage } from '../test/render-page';
import { LegalPage } from './legal-page';

describe('LegalPage', () => {
  it('opens on the privacy policy, with company, website, contact e-mail and last-updated date', () => {
    renderPage(<LegalPage />, { url: '/legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy and terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Privacy policy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Information we collect');
    expect(screen.getByText('Holostream Inc.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WEBSITE_URL })).toHaveAttribute('href', WEBSITE_URL);
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByText('July 11, 2025')).toHaveAttribute('datetime', '2025-07-11');
  });

  it('switches to the terms with their figures, keeping the tab in the URL without a new history entry', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<LegalPage />, { url: '/legal' });
    await user.click(screen.getByRole('tab', { name: 'Terms of service' }));

    const panel = await screen.findByRole('tabpanel', { name: 'Terms of service' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Terms of service' })).toBeInTheDocument();
    for (const figure of [
      '30-day money-back guarantee',
      'unresolved for 72 hours',
      'within 5 to 10 business days',
      'billed monthly or annually, in advance',
      '30 days’ notice',
      'US dollars (USD)',
      'no cancellation fees',
    ]) {
      expect(panel).toHaveTextContent(figure);
    }
    expect(router.state.location.search).toBe('?tab=terms');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('tab', { name: 'Privacy policy' }));
    expect(await screen.findByRole('tabpanel', { name: 'Privacy policy' })).toHaveTextContent('Information we collect');
    expect(router.state.location.search).toBe('');
  });

  it('opens the terms from ?tab=terms and ignores unknown values', () => {
    const { unmount } = renderPage(<LegalPage />, { url: '/legal?tab=terms' });
    expect(screen.getByRole('tab', { name: 'Terms of service' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderPage(<LegalPage />, { url: '/legal?tab=cookies' });
    expect(screen.getByRole('tab', { name: 'Privacy policy' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage(<LegalPage />, { url: '/legal' });
    screen.getByRole('tab', { name: 'Privacy policy' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Terms of service' })).toHaveFocus();
    // The selected tab lives in the URL, and a router navigation settles asynchronously.
    expect(await screen.findByRole('tab', { name: 'Terms of service', selected: true })).toBeInTheDocument();
  });

  it('is in Japanese with the date formatted the Japanese way', () => {
    renderPage(<LegalPage />, { url: '/legal', language: 'ja' });
    expect(screen.getByRole('tab', { name: 'プライバシーポリシー' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2025年7月11日')).toBeInTheDocument();
    expect(screen.getByText('Holostream株式会社')).toBeInTheDocument();
  });
});
