import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('links the label, hint and error to the control and marks it invalid', () => {
    render(
      <Field label="Email" hint="We never share it" error="Enter a valid email" required>
        {(control) => <input {...control} required />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email We never share it');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the control valid and undescribed without hint or error', () => {
    render(<Field label="Name">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the given control id and keeps the caller’s own descriptions', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <Field label="City" controlId="city" describedBy="extra" error="Required">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toHaveAccessibleDescription('Required Extra help');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Field label="First" error="Bad first">
          {(control) => <input {...control} />}
        </Field>
        <Field label="Second" error="Bad second">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('Bad first');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('Bad second');
  });
});
