import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, FieldDescription, FieldError, FieldLabel, FieldMessages, Input, Textarea } from './field';

describe('Field', () => {
  it('links the label, description and error to the control and marks it invalid', () => {
    render(
      <Field>
        <FieldLabel required>Email</FieldLabel>
        <Input required />
        <FieldMessages>
          <FieldDescription>We never share it</FieldDescription>
          <FieldError>Enter a valid email</FieldError>
        </FieldMessages>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email We never share it');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the control valid and undescribed without messages (an empty one counts as none)', () => {
    render(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <Textarea />
        <FieldError>{''}</FieldError>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('uses the given control id and keeps the caller’s own descriptions', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <Field controlId="city" describedBy="extra">
          <FieldLabel>City</FieldLabel>
          <Input />
          <FieldError>Required</FieldError>
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toHaveAccessibleDescription('Required Extra help');
  });

  it("keeps the control's own id, and the label points at it", () => {
    render(
      <Field controlId="field-id">
        <FieldLabel>Town</FieldLabel>
        <Input id="own-id" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Town' })).toHaveAttribute('id', 'own-id');
  });

  it("keeps the control's own description after the field's, and its own aria-invalid", () => {
    render(
      <>
        <p id="own">Own words</p>
        <Field>
          <FieldLabel>Code</FieldLabel>
          <Input aria-describedby="own" aria-invalid="false" />
          <FieldDescription>Sixteen characters</FieldDescription>
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Sixteen characters Own words');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('links an error wrapped in a component of the caller, and unlinks it when it goes', () => {
    function Problem({ text }: { text: string }) {
      return <FieldError>{text}</FieldError>;
    }
    const { rerender } = render(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <Input />
        <Problem text="Too long" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Too long');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <Input />
        <Problem text="" />
      </Field>,
    );
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('gives each field its own ids; an Input outside a Field is left as given', () => {
    render(
      <>
        <Field>
          <FieldLabel>First</FieldLabel>
          <Input />
          <FieldError>Bad first</FieldError>
        </Field>
        <Field>
          <FieldLabel>Second</FieldLabel>
          <Input />
          <FieldError>Bad second</FieldError>
        </Field>
        <Input aria-label="Search" id="search" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('Bad first');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('Bad second');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('id', 'search');
  });
});
