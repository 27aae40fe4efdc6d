import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './new-password-fields';
import { checklistRules } from './password-checklist';
import { ENGLISH } from './testing/labels';

const labels = ENGLISH;

function Harness(props: {
  passwordError?: string;
  confirmationError?: string;
  minLength?: number;
  onBlur?: () => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <NewPasswordFields
      passwordInput={{ name: 'newPassword', onChange: (event) => setPassword(event.target.value) }}
      confirmationInput={{ onBlur: props.onBlur }}
      password={password}
      labels={labels}
      passwordError={props.passwordError}
      confirmationError={props.confirmationError}
      minLength={props.minLength}
    />
  );
}

const states = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-state'));

describe('checklistRules', () => {
  it('gives the five rules of docs/product.md §5 in display order with their verdicts', () => {
    expect(checklistRules('abcDEF12', labels.checklist)).toEqual([
      { id: 'length', label: '8 to 128 characters', met: true },
      { id: 'lowercase', label: 'A lowercase letter', met: true },
      { id: 'uppercase', label: 'An uppercase letter', met: true },
      { id: 'number', label: 'A number', met: true },
      { id: 'special', label: labels.checklist.special, met: false },
    ]);
  });
});

describe('NewPasswordFields', () => {
  it('follows the new password with the live checklist, which describes the input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('New password');
    expect(states()).toEqual(['unmet', 'unmet', 'unmet', 'unmet', 'unmet']);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('8 to 128 characters'));
    await user.type(input, 'holo');
    expect(states()).toEqual(['unmet', 'met', 'unmet', 'unmet', 'unmet']);
    await user.type(input, 'Gram2@');
    expect(states()).toEqual(['met', 'met', 'met', 'met', 'met']);
  });

  it('has a show/hide toggle on each input, named by the given labels', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(first as HTMLElement);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the errors it is given under each input, and the names and lengths asked for', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(
      <Harness
        passwordError="Password must contain a number"
        confirmationError="New passwords do not match"
        minLength={8}
        onBlur={onBlur}
      />,
    );
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm new password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password must contain a number'));
    expect(password).toBeInvalid();
    expect(confirmation).toHaveAccessibleDescription('New passwords do not match');
    expect(password).toHaveAttribute('name', 'newPassword');
    expect(confirmation).toHaveAttribute('name', 'confirmPassword');
    expect(confirmation).toHaveAttribute('minlength', '8');
    expect(confirmation).toHaveAttribute('autocomplete', 'new-password');
    await user.click(confirmation);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
