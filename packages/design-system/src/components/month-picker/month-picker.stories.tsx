import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MonthPicker, type MonthPickerProps } from './month-picker';

/** Holds the value like the usage tab does, so the stories can be clicked through. */
function Controlled(props: MonthPickerProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <MonthPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/MonthPicker',
  parameters: { visual: { pictures: 'all' } },
  component: MonthPicker,
  tags: ['autodocs'],
  // A fixed maximum keeps the stories the same whatever month it is today.
  args: {
    value: '2025-03',
    min: '2020-01',
    max: '2025-06',
    locale: 'en',
    label: 'Start month',
    previousYearLabel: 'Previous year',
    nextYearLabel: 'Next year',
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking through: open, pick April, the button shows it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Start month March 2025' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Start month' });
    await expect(within(dialog).getByRole('button', { name: 'Mar', pressed: true })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Jul' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apr' }));
    await expect(args.onChange).toHaveBeenCalledWith('2025-04');
    await expect(canvas.getByRole('button', { name: 'Start month April 2025' })).toHaveFocus();
  },
};

/** Keyboard only: Enter opens, arrows move (crossing into last year), Enter picks, Escape cancels. */
export const Keyboard: Story = {
  args: { value: '2025-01' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start month January 2025' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Start month' });
    await userEvent.keyboard('{ArrowLeft}');
    // The popover fades in, so visibility is awaited rather than read at once.
    await waitFor(() => expect(within(dialog).getByRole('group', { name: '2024' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Dec' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2024-09');
    const trigger = canvas.getByRole('button', { name: 'Start month September 2024' });
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Start month' });
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** usage.range at the lower bound: 2020-01 is the earliest month; the previous year is disabled. */
export const AtMinimum: Story = {
  args: { value: '2020-01' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start month January 2020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start month' });
    await expect(within(dialog).getByRole('button', { name: 'Previous year' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByRole('button', { name: 'Jan', pressed: true })).toHaveFocus();
  },
};

/** usage.range at the upper bound: later months of the current year are disabled. */
export const AtMaximum: Story = {
  args: { value: '2025-06', label: 'End month' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End month June 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'End month' });
    await expect(within(dialog).getByRole('button', { name: 'Next year' })).toBeDisabled();
    for (const month of ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']) {
      await expect(within(dialog).getByRole('button', { name: month })).toBeDisabled();
    }
  },
};

/** No month chosen yet: the placeholder shows. */
export const Empty: Story = {
  args: { value: '', placeholder: 'Select a month' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start month Select a month' })).toBeVisible();
  },
};

/** usage.invalid-range: both pickers, the start after the end, the message tied to the fields. */
export const InvalidRange: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Controlled {...args} value="2025-05" invalid aria-describedby="range-error" />
        <Controlled {...args} value="2025-02" label="End month" invalid aria-describedby="range-error" />
      </div>
      <p id="range-error" className="text-sm text-destructive">
        Invalid range
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Start month May 2025', 'End month February 2025']) {
      const trigger = canvas.getByRole('button', { name });
      await expect(trigger).toHaveAttribute('aria-invalid', 'true');
      await expect(trigger).toHaveAccessibleDescription('Invalid range');
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Start month March 2025' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** At 390 px the popover stays on screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start month March 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start month' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Japanese month and year names through Intl. */
export const Japanese: Story = {
  args: { locale: 'ja', label: '開始月', previousYearLabel: '前の年', nextYearLabel: '次の年' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '開始月 2025年3月' }));
    const dialog = await screen.findByRole('dialog', { name: '開始月' });
    await waitFor(() => expect(within(dialog).getByRole('group', { name: '2025年' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '前の年' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '4月' }));
    await expect(canvas.getByRole('button', { name: '開始月 2024年4月' })).toBeVisible();
  },
};
