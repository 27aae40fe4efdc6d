import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and never becomes a landmark or role', () => {
    render(
      <div role="status">
        <span>Loading</span>
        <Skeleton data-testid="block" />
      </div>,
    );
    const block = screen.getByTestId('block');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveAttribute('data-slot', 'skeleton');
    // Only the text is spoken: the placeholder adds nothing to the region's accessible content.
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
  });

  it('pulses only when motion is allowed and takes the caller size last', () => {
    render(<Skeleton data-testid="block" className="h-4 w-24 rounded-full" />);
    const block = screen.getByTestId('block');
    expect(block.className).toContain('motion-safe:animate-pulse');
    expect(block.className).toMatch(/h-4 w-24 rounded-full$/);
    expect(block.className).not.toContain('rounded-md');
  });
});
