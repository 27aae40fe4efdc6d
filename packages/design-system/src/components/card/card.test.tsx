import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders an h3 title by default and the level given by `as`', () => {
    render(
      <>
        <CardTitle>Free</CardTitle>
        <CardTitle as="h2">Pro</CardTitle>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Free' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pro' })).toBeInTheDocument();
  });

  it('renders its child as the title with asChild', () => {
    render(
      <CardTitle asChild>
        <h4>Enterprise</h4>
      </CardTitle>,
    );
    const heading = screen.getByRole('heading', { level: 4, name: 'Enterprise' });
    expect(heading).toHaveAttribute('data-slot', 'card-title');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('marks every part with its data-slot and keeps the caller class last', () => {
    render(
      <Card className="max-w-xs" data-testid="card">
        <CardHeader>
          <CardTitle>Team</CardTitle>
          <CardDescription>Members and seats</CardDescription>
          <CardAction>3 / 5</CardAction>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-slot', 'card');
    expect(card.className).toMatch(/max-w-xs$/);
    for (const slot of ['card-header', 'card-description', 'card-action', 'card-content', 'card-footer']) {
      expect(card.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    expect(screen.getByText('3 / 5')).toHaveAttribute('data-slot', 'card-action');
  });
});
