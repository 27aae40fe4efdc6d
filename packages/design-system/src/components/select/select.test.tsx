import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select';

const countries = [
  { value: 'US', label: 'United States' },
  { value: 'JP', label: 'Japan' },
  { value: 'CA', label: 'Canada' },
];

describe('Select', () => {
  it('is the browser’s own select: a choice calls onValueChange and onChange with the value', async () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    render(
      <SelectField
        label="Country"
        options={countries}
        defaultValue="US"
        onValueChange={onValueChange}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('United States');
    await userEvent.selectOptions(select, 'Japan');
    expect(onValueChange).toHaveBeenCalledWith('JP');
    expect(onChange).toHaveBeenCalledOnce();
    expect(select).toHaveDisplayValue('Japan');
  });

  it('shows the placeholder until something is chosen, and the placeholder cannot be chosen again', () => {
    render(<SelectField label="Country" options={countries} defaultValue="" placeholder="Choose a country" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Choose a country');
    expect(screen.getByRole('option', { name: 'Choose a country' })).toBeDisabled();
  });

  it('wires hint and error to the control', () => {
    render(<SelectField label="Country" options={countries} hint="Where the card is registered" error="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose one Where the card is registered');
  });

  it('submits its value under its name inside a form', async () => {
    render(
      <form aria-label="Billing">
        <SelectField label="Country" name="country" options={countries} defaultValue="US" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Billing' }) as HTMLFormElement;
    expect(new FormData(form).get('country')).toBe('US');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CA');
    expect(new FormData(form).get('country')).toBe('CA');
  });
});
