import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './new-password-fields';
import { createI18n } from '../shared/i18n/create-i18n';
import { checklistRules } from './password-checklist';

const i18n = createI18n({ language: 'en' });

function Harness(props: {
  passwordError?: string;
  confirmationError?: string;
  minLength?: number;
  onBlur?: () => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <I18nextProvider i18n={i18n}>
      <NewPasswordFields
        passwordInput={{ name: 'newPassword', onChange: (event) => setPassword(event.target.value) }}
        confirmationInput={{ onBlur: props.onBlur }}
        password={password}
        passwordLabel="New password"
        confirmationLabel="Confirm new password"
        passwordError={props.passwordError}
        confirmationError={props.confirmationError}
        minLength={props.minLength}
      />
    </I18nextProvider>
  );
}

const states = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-state'));

describe('checklistRules', () => {
  it('gives the five rules of docs/product.md §5 in display order with their verdicts', () => {
    expect(checklistRules('abcDEF12', (rule) => rule)).toEqual([
      { id: 'length', label: 'length', met: true },
      { id: 'lowercase', label: 'lowercase', met: true },
      { id: 'uppercase', label: 'uppercase', met: true },
      { id: 'number', label: 'number', met: true },
      { id: 'special', label: 'special', met: false },
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

  it("has a show/hide toggle on each input, named in the forms' shared words", async () => {
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
