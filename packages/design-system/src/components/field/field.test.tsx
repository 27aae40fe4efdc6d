import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input, LabelledField, Textarea } from './field';

describe('LabelledField', () => {
  it('links the label, hint and error to the control and marks it invalid', () => {
    render(
      <LabelledField label="Email" hint="We never share it" error="Enter a valid email" required>
        <Input required />
      </LabelledField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email We never share it');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the control valid and undescribed without messages (an empty one counts as none)', () => {
    render(
      <LabelledField label="Name" error="">
        <Textarea />
      </LabelledField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('uses the given control id and keeps the caller’s own descriptions', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <LabelledField label="City" controlId="city" describedBy="extra" error="Required">
          <Input />
        </LabelledField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toHaveAccessibleDescription('Required Extra help');
  });

  it("keeps the control's own description after the field's, and its own aria-invalid", () => {
    render(
      <>
        <p id="own">Own words</p>
        <LabelledField label="Code" hint="Sixteen characters">
          <Input aria-describedby="own" aria-invalid="false" />
        </LabelledField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Sixteen characters Own words');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('gives each field its own ids; an Input outside a field is left as given', () => {
    render(
      <>
        <LabelledField label="First" error="Bad first">
          <Input />
        </LabelledField>
        <LabelledField label="Second" error="Bad second">
          <Input />
        </LabelledField>
        <Input aria-label="Search" id="search" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('Bad first');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('Bad second');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('id', 'search');
  });
});
