import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker, type MonthPickerProps } from './month-picker';

const labels = { label: 'Start month', previousYearLabel: 'Previous year', nextYearLabel: 'Next year' };

/** A controlled picker, as the usage tab holds it. */
function Harness({ initial, ...props }: Partial<MonthPickerProps> & { initial: string }) {
  const [value, setValue] = React.useState(initial);
  return (
    <MonthPicker
      locale="en"
      min="2020-01"
      max="2025-06"
      {...labels}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

function setup(props: Partial<MonthPickerProps> & { initial?: string } = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Harness initial="2025-03" onChange={onChange} {...props} />);
  const trigger = () => screen.getByRole('button', { name: /^Start month/ });
  const dialog = () => screen.getByRole('dialog', { name: 'Start month' });
  /** Presses the button and waits for the popover (its own chunk) to show with focus in its grid. */
  const open = async () => {
    await user.click(trigger());
    const shown = await screen.findByRole('dialog', { name: 'Start month' });
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
  };
  return { user, onChange, trigger, dialog, open };
}

describe('MonthPicker', () => {
  it('names the button by the label and the formatted month, with no text field to type into', () => {
    const { trigger } = setup();
    expect(trigger()).toHaveAccessibleName('Start month March 2025');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('formats with the locale', () => {
    render(<MonthPicker locale="ja" value="2025-03" onChange={() => {}} {...labels} label="開始月" />);
    expect(screen.getByRole('button', { name: '開始月 2025年3月' })).toBeInTheDocument();
  });

  it('opens on the chosen month, with months outside the range disabled', async () => {
    const { dialog, open } = setup();
    await open();
    const grid = within(dialog()).getByRole('group', { name: '2025' });
    const march = within(grid).getByRole('button', { name: 'Mar', pressed: true });
    expect(march).toHaveFocus();
    expect(within(grid).getByRole('button', { name: 'Jun' })).toBeEnabled();
    expect(within(grid).getByRole('button', { name: 'Jul' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Next year' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Previous year' })).toBeEnabled();
  });

  it('moves through the grid with the arrow keys and picks with Enter, returning focus', async () => {
    const { user, trigger, onChange, open } = setup();
    await open();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Apr' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Jan' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Jul' })).not.toHaveFocus();
    // Jan + 3 = Apr, + 3 = Jul is past max (2025-06): held at Jun.
    expect(screen.getByRole('button', { name: 'Jun' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2025-05');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAccessibleName('Start month May 2025');
  });

  it('crosses into the previous year from January', async () => {
    const { user, trigger, dialog, open } = setup({ initial: '2024-01' });
    await open();
    await user.keyboard('{ArrowLeft}');
    const grid = within(dialog()).getByRole('group', { name: '2023' });
    expect(within(grid).getByRole('button', { name: 'Dec' })).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger()).toHaveAccessibleName('Start month December 2023');
  });

  it('stops at the minimum and disables the previous-year button there', async () => {
    const { user, dialog, open } = setup({ initial: '2020-02' });
    await open();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(within(dialog()).getByRole('group', { name: '2020' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jan' })).toHaveFocus();
    expect(within(dialog()).getByRole('button', { name: 'Previous year' })).toBeDisabled();
  });

  it('changes year with the header buttons and hands focus to the grid at a bound', async () => {
    const { user, dialog, open } = setup({ initial: '2024-08' });
    await open();
    const next = within(dialog()).getByRole('button', { name: 'Next year' });
    await user.click(next);
    // 2025-08 is past max, so the tab stop lands on Jun 2025 and the disabled button lets go of focus.
    expect(within(dialog()).getByRole('group', { name: '2025' })).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Jun' })).toHaveFocus();
    const previous = within(dialog()).getByRole('button', { name: 'Previous year' });
    await user.click(previous);
    expect(within(dialog()).getByRole('group', { name: '2024' })).toBeInTheDocument();
    expect(previous).toHaveFocus();
  });

  it('closes with Escape without changing the value and returns focus to the button', async () => {
    const { user, trigger, onChange, open } = setup();
    await open();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveAccessibleName('Start month March 2025');
  });

  it('ignores typing and pasting on the button', async () => {
    const { user, trigger, onChange } = setup();
    trigger().focus();
    await user.keyboard('2021-01');
    await user.paste('2021-01');
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveAccessibleName('Start month March 2025');
  });

  it('inside a form, opens without submitting it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <MonthPicker locale="en" value="2025-03" onChange={() => {}} {...labels} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Start month March 2025' }));
    await screen.findByRole('dialog', { name: 'Start month' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not open when disabled', async () => {
    const { user, trigger } = setup({ disabled: true });
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the placeholder when empty and opens on the maximum', async () => {
    const { trigger, open } = setup({ initial: '', placeholder: 'Select a month' });
    expect(trigger()).toHaveAccessibleName('Start month Select a month');
    await open();
    expect(screen.getByRole('button', { name: 'Jun' })).toHaveFocus();
    expect(screen.queryByRole('button', { pressed: true })).toBeNull();
  });

  it('reports an invalid state', () => {
    setup({ invalid: true, 'aria-describedby': 'range-error' });
    expect(screen.getByRole('button', { name: /^Start month/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: /^Start month/ })).toHaveAttribute('aria-describedby', 'range-error');
  });
});
