import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

const visibility = [
  { value: 'private', label: 'Private', description: 'Only people with the link' },
  { value: 'public', label: 'Public', description: 'Anyone can watch' },
];

describe('RadioGroup', () => {
  it('is a named group whose options carry their descriptions', () => {
    render(<RadioGroup label="Visibility" options={visibility} defaultValue="private" />);
    expect(screen.getByRole('radiogroup', { name: 'Visibility' })).toBeInTheDocument();
    const privateRadio = screen.getByRole('radio', { name: 'Private' });
    expect(privateRadio).toBeChecked();
    expect(privateRadio).toHaveAccessibleDescription('Only people with the link');
  });

  it('enters at the chosen option with Tab and chooses with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <RadioGroup label="Visibility" options={visibility} defaultValue="public" onValueChange={onValueChange} />
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Public' })).toHaveFocus();
    // Radix chooses on the focus that follows a held arrow key.
    await userEvent.keyboard('{ArrowUp>}{/ArrowUp}');
    const privateRadio = screen.getByRole('radio', { name: 'Private' });
    expect(privateRadio).toHaveFocus();
    expect(privateRadio).toBeChecked();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('private');
  });

  it('chooses an option by clicking its label', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Role" options={visibility} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Public'));
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('public');
  });

  it('skips disabled options and ignores clicks when the group is disabled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RadioGroup
        label="Role"
        options={[
          { value: 'member', label: 'Member' },
          { value: 'owner', label: 'Owner', disabled: true },
          { value: 'admin', label: 'Admin' },
        ]}
        defaultValue="member"
        onValueChange={onValueChange}
      />,
    );
    screen.getByRole('radio', { name: 'Member' }).focus();
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Admin' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('admin');

    onValueChange.mockClear();
    rerender(<RadioGroup label="Role" options={visibility} disabled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Public' }));
    expect(screen.getByRole('radio', { name: 'Public' })).not.toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('wires hint and error to the group', () => {
    render(<RadioGroup label="Role" options={visibility} hint="Admins can add members" error="Choose a role" />);
    const group = screen.getByRole('radiogroup', { name: 'Role' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a role Admins can add members');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a role');
  });

  it('lays the options out in a row when horizontal', () => {
    render(<RadioGroup label="Role" options={visibility} orientation="horizontal" />);
    const group = screen.getByRole('radiogroup', { name: 'Role' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    expect(group.className).toMatch(/flex/);
  });
});
