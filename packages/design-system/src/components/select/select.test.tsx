import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const countries = [
  { value: 'US', label: 'United States' },
  { value: 'JP', label: 'Japan' },
  { value: 'CA', label: 'Canada' },
];

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('Select', () => {
  it('opens from the keyboard, moves with the arrows and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Country" options={countries} defaultValue="US" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveTextContent('United States');

    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox', { name: 'Country' });
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'United States' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('JP');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('Japan');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Country" options={countries} defaultValue="US" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent('United States');
  });

  it('shows the placeholder until something is chosen', () => {
    render(<Select label="Category" placeholder="Choose one" options={countries} />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Choose one');
  });

  it('wires hint and error to the trigger', () => {
    render(<Select label="Country" options={countries} hint="Where you live" error="Choose a country" />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a country Where you live');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a country');
  });

  it('does not open when disabled', async () => {
    render(<Select label="Country" options={countries} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits its value under its name inside a form', async () => {
    render(
      <form aria-label="Billing">
        <Select label="Country" name="country" options={countries} defaultValue="US" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Billing' }) as HTMLFormElement;
    expect(new FormData(form).get('country')).toBe('US');
    screen.getByRole('combobox', { name: 'Country' }).focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(new FormData(form).get('country')).toBe('CA');
  });
});
