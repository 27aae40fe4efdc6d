import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

const statusLabels = { complete: 'Done', current: 'Now', upcoming: 'Later' };

function renderStepper(current: number) {
  render(
    <Stepper label="Progress" steps={['Details', 'Confirm', 'Finish']} current={current} statusLabels={statusLabels} />,
  );
  return within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
}

describe('Stepper', () => {
  it('marks only the current step with aria-current="step"', () => {
    const items = renderStepper(1);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('tells each status in words, not colour alone', () => {
    const items = renderStepper(1);
    // The marker (number or tick) is aria-hidden; the text after it is what is read.
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Details Done',
      'Confirm Now',
      'Finish Later',
    ]);
    expect(items.map((item) => item.dataset.status)).toEqual(['complete', 'current', 'upcoming']);
  });

  it('fills the connector of completed steps only and has none after the last step', () => {
    renderStepper(1);
    const connectors = document.querySelectorAll('[data-slot="stepper-connector"]');
    expect(connectors).toHaveLength(2);
    expect(connectors[0]?.firstElementChild).toHaveClass('w-full');
    expect(connectors[1]?.firstElementChild).toHaveClass('w-0');
  });

  it('marks every step complete past the end', () => {
    const items = renderStepper(3);
    expect(items.every((item) => item.dataset.status === 'complete')).toBe(true);
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  });

  it('puts the caller class last', () => {
    render(<Stepper className="mt-8" label="P" steps={['A']} current={0} statusLabels={statusLabels} />);
    expect(screen.getByRole('list').className).toMatch(/mt-8$/);
  });
});
