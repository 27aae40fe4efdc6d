import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, StatusBadge } from './badge';

describe('Badge', () => {
  it('defaults to the neutral variant and reports the variant given', () => {
    render(
      <>
        <Badge>you</Badge>
        <Badge variant="danger">Payment failed</Badge>
      </>,
    );
    expect(screen.getByText('you')).toHaveAttribute('data-variant', 'neutral');
    const danger = screen.getByText('Payment failed');
    expect(danger).toHaveAttribute('data-variant', 'danger');
    expect(danger.className).toContain('text-status-red');
  });

  it('renders its child as the element with asChild', () => {
    render(
      <Badge asChild variant="outline">
        <a href="/plans">Plans</a>
      </Badge>,
    );
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('data-slot', 'badge');
  });
});

describe('StatusBadge', () => {
  it('shows the label, the tone and a decorative dot in the tone colour', () => {
    render(<StatusBadge tone="orange" label="Scheduled to cancel" className="ml-2" />);
    const badge = screen.getByText('Scheduled to cancel');
    expect(badge).toHaveAttribute('data-tone', 'orange');
    expect(badge.className).toContain('bg-status-orange-surface');
    expect(badge.className).toContain('text-status-orange');
    expect(badge.className).toMatch(/ml-2$/);
    const dot = badge.querySelector('span');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(dot).toHaveTextContent('');
  });
});
