import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './month-picker';

// The popover's chunk cannot be fetched, as when the connection is gone.
vi.mock('./month-picker-popover', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('MonthPicker offline', () => {
  it('opens nothing and tells its owner when the popover cannot be fetched', async () => {
    const user = userEvent.setup();
    const onUnavailable = vi.fn();
    render(
      <MonthPicker
        locale="en"
        value="2025-03"
        onChange={() => {}}
        label="Start month"
        previousYearLabel="Previous year"
        nextYearLabel="Next year"
        onUnavailable={onUnavailable}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Start month March 2025' });
    await user.click(trigger);
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
