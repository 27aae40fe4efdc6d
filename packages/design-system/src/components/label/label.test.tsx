import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Label, RequiredMarker } from './label';

describe('Label', () => {
  it('names its control and focuses it when clicked', async () => {
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <input id="email" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
  });

  it('keeps the required marker out of the label text and the accessible name', () => {
    render(
      <>
        <Label htmlFor="name">Name</Label>
        <RequiredMarker />
        <input id="name" required />
      </>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByLabelText('Name')).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });

  it('puts the caller class last so it wins', () => {
    render(<Label className="text-lg">Big</Label>);
    expect(screen.getByText('Big').className).toMatch(/text-lg$/);
  });
});
