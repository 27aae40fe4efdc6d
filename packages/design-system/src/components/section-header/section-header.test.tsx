import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeader } from './section-header';

describe('SectionHeader', () => {
  it('names its section with a heading of the level asked for, and introduces it', () => {
    render(
      <section aria-labelledby="usage-title">
        <SectionHeader titleId="usage-title" titleAs="h1" title="Usage" description="Hours streamed this month." />
      </section>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Usage' })).toHaveTextContent('Hours streamed this month.');
  });

  it('leaves out the description it was not given and keeps the caller’s classes last', () => {
    const { container } = render(<SectionHeader titleId="t" title="Team" className="text-center" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="section-header-description"]')).toBeNull();
    expect(container.firstElementChild?.className).toMatch(/text-center$/);
  });
});
