import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, WEBSITE_URL } from '../../external-links';
import { renderPage } from '../test/render-page';
import { LegalPage } from './legal-page';

describe('LegalPage', () => {
  it('opens on the privacy policy, with company, website, contact e-mail and last-updated date', () => {
    renderPage(<LegalPage />, { url: '/legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy and terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Privacy policy' })).toHaveTextContent('Information we collect');
    expect(screen.getByText('Holostream Inc.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WEBSITE_URL })).toHaveAttribute('href', WEBSITE_URL);
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByText('July 11, 2025')).toHaveAttribute('datetime', '2025-07-11');
  });

  it('has both texts, each a tab linked to by its own fragment, the terms with their figures', () => {
    renderPage(<LegalPage />, { url: '/legal' });
    const tabs = screen.getByRole('navigation', { name: 'Legal documents' });
    expect(within(tabs).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '#privacy');
    expect(within(tabs).getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '#terms');
    const terms = screen.getByRole('article', { name: 'Terms of service' });
    expect(terms).toHaveAttribute('id', 'terms');
    for (const figure of [
      '30-day money-back guarantee',
      'unresolved for 72 hours',
      'within 5 to 10 business days',
      'billed monthly or annually, in advance',
      '30 days’ notice',
      'US dollars (USD)',
      'no cancellation fees',
    ]) {
      expect(terms).toHaveTextContent(figure);
    }
    expect(screen.getByRole('article', { name: 'Privacy policy' })).toHaveAttribute('id', 'privacy');
  });

  it('is in Japanese with the date formatted the Japanese way', () => {
    renderPage(<LegalPage />, { url: '/legal', language: 'ja' });
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '#privacy');
    expect(screen.getByText('2025年7月11日')).toBeInTheDocument();
    expect(screen.getByText('Holostream株式会社')).toBeInTheDocument();
  });
});
