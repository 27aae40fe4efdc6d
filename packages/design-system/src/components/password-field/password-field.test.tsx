import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './password-field';

const labels = { label: 'Password', showLabel: 'Show password', hideLabel: 'Hide password' };

describe('PasswordField', () => {
  it('flips the input between password and text and renames the toggle', async () => {
    const onVisibleChange = vi.fn();
    render(<PasswordField {...labels} onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('is operable by keyboard: Tab from the input reaches the toggle, Enter and Space flip it', async () => {
    render(<PasswordField {...labels} />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard('Secret1!');
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Secret1!');
  });

  it('keeps focus and the caret in the input when the toggle is clicked', async () => {
    render(<PasswordField {...labels} defaultValue="abcdef" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'text');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('wires the error and forwards ref and autoComplete', () => {
    const ref = React.createRef<HTMLInputElement>();
    render(<PasswordField {...labels} ref={ref} autoComplete="new-password" error="Too short" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
  });

  it('disables the toggle with the input', async () => {
    render(<PasswordField {...labels} disabled />);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toBeDisabled();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [visible, setVisible] = React.useState(true);
      return <PasswordField {...labels} visible={visible} onVisibleChange={setVisible} />;
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
