import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has vision, mission, company and team sections under one h1', () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our vision',
      'Our mission',
      'The company',
      'The team',
    ]);
  });

  it('shows three team cards with name and role', () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Aiko Tanaka',
      'Kenji Mori',
      'Emily Carter',
    ]);
    expect(screen.getByText('Co-founder and CTO')).toBeInTheDocument();
  });
});
