import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('pairs the label and the value as a term and its definition', () => {
    render(<StatCard label="Total streaming time" value="12h 3m 4s" hint="Last 6 months" />);
    expect(screen.getByRole('term')).toHaveTextContent('Total streaming time');
    const definitions = screen.getAllByRole('definition');
    expect(definitions.map((d) => d.textContent)).toEqual(['12h 3m 4s', 'Last 6 months']);
  });

  it('hides the icon from screen readers, and renders it only when given', () => {
    const { container, rerender } = render(<StatCard label="Seats" value="3 / 5" icon={<svg />} />);
    expect(container.querySelector('[data-slot="stat-card-icon"]')).toHaveAttribute('aria-hidden', 'true');
    rerender(<StatCard label="Seats" value="3 / 5" />);
    expect(container.querySelector('[data-slot="stat-card-icon"]')).toBeNull();
    expect(screen.getAllByRole('definition')).toHaveLength(1);
  });
});
