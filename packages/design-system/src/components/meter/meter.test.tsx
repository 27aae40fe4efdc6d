import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Meter, meterTone } from './meter';

function renderMeter(props: Partial<React.ComponentProps<typeof Meter>> = {}) {
  render(<Meter label="Hours this month" value={12} max={50} valueText="12 h of 50 h" {...props} />);
  return document.querySelector<HTMLElement>('[data-slot="meter"]');
}

describe('meterTone', () => {
  it('is normal below 80 %, warning from 80 %, over past the maximum', () => {
    expect(meterTone(39, 50)).toBe('normal');
    expect(meterTone(40, 50)).toBe('warning');
    expect(meterTone(50, 50)).toBe('warning');
    expect(meterTone(50.5, 50)).toBe('over');
  });
});

describe('Meter', () => {
  it('exposes a labelled meter with its range and value text', () => {
    renderMeter();
    const meter = screen.getByRole('meter', { name: 'Hours this month' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '50');
    expect(meter).toHaveAttribute('aria-valuenow', '12');
    expect(meter).toHaveAttribute('aria-valuetext', '12 h of 50 h');
    expect((meter.firstElementChild as HTMLElement).style.width).toBe('24%');
  });

  it('turns to the warning tone at 80 %', () => {
    expect(renderMeter({ value: 40, valueText: '40 h of 50 h' })).toHaveAttribute('data-tone', 'warning');
  });

  it('caps the bar and aria-valuenow past the limit but keeps the real figure in the text', () => {
    const root = renderMeter({ value: 62, valueText: '62 h of 50 h, over the limit' });
    expect(root).toHaveAttribute('data-tone', 'over');
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    expect(meter).toHaveAttribute('aria-valuetext', '62 h of 50 h, over the limit');
    expect((meter.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('shows usage without a meter when unlimited', () => {
    const root = renderMeter({ unlimited: true, valueText: '12 h, unlimited' });
    expect(root).toHaveAttribute('data-tone', 'unlimited');
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('12 h, unlimited')).not.toHaveAttribute('aria-hidden');
  });

  it('links the description', () => {
    renderMeter({ description: 'Resets on July 1' });
    expect(screen.getByRole('meter')).toHaveAccessibleDescription('Resets on July 1');
  });
});
