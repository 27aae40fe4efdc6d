import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { CommercialDisclosurePage } from './commercial-disclosure-page';

describe('CommercialDisclosurePage', () => {
  it('has the five sections in order', () => {
    renderPage(<CommercialDisclosurePage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Business information',
      'Payment information',
      'Fees and charges',
      'Delivery and service',
      'Returns and refunds',
    ]);
  });

  it('translates every row (no raw keys) and shows the business hours, in both languages', () => {
    const { container, unmount } = renderPage(<CommercialDisclosurePage />);
    expect(container).not.toHaveTextContent(/sections\./);
    expect(screen.getByText(/9:00 to 17:00 JST/)).toBeInTheDocument();
    unmount();

    const japanese = renderPage(<CommercialDisclosurePage />, { language: 'ja' });
    expect(screen.getByRole('heading', { level: 1, name: '特定商取引法に基づく表記' })).toBeInTheDocument();
    expect(japanese.container).not.toHaveTextContent(/sections\./);
    expect(screen.getByText(/9:00〜17:00（日本時間）/)).toBeInTheDocument();
  });

  it('links to the pricing page for prices', () => {
    renderPage(<CommercialDisclosurePage />);
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/plans');
  });
});
