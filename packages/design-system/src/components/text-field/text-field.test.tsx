import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField, TextField } from './text-field';

const counterLabel = (count: number, max: number) => `${count} of ${max} characters`;

describe('TextField', () => {
  it('is labelled, takes typing and forwards input props and ref', async () => {
    const ref = React.createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" autoComplete="email" ref={ref} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(ref.current).toBe(input);
    await userEvent.type(input, 'a@b.jp');
    expect(input).toHaveValue('a@b.jp');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('wires hint and error with aria-describedby and keeps the typed text when the error appears', async () => {
    const { rerender } = render(<TextField label="Email" hint="Work address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'not-an-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="Email" hint="Work address" error="Enter a valid email" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email Work address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(input).toHaveValue('not-an-email');
  });

  it('counts uncontrolled input, speaks the count and turns invalid when over the limit', async () => {
    render(<TextField label="Title" showCount maxLength={5} counterLabel={counterLabel} defaultValue="ab" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.getByText('2/5')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('2 of 5 characters');
    // No native maxlength: a paste past the limit is kept, not cut off.
    expect(input).not.toHaveAttribute('maxlength');
    await userEvent.type(input, 'cdefg');
    expect(input).toHaveValue('abcdefg');
    expect(screen.getByText('7/5').closest('[data-slot="character-count"]')).toHaveAttribute('data-over', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts an emoji as one character, as the API does (code points, not UTF-16 units)', () => {
    render(<TextField label="Title" showCount maxLength={5} counterLabel={counterLabel} defaultValue="😀😀🇯🇵" />);
    expect(screen.getByText('4/5')).toBeInTheDocument();
  });

  it('counts a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = React.useState('');
      return (
        <TextField
          label="Title"
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
          showCount
          maxLength={255}
          counterLabel={counterLabel}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('ABC');
    expect(screen.getByText('3/255')).toBeInTheDocument();
  });

  it('keeps the native maxlength when no counter is shown', () => {
    render(<TextField label="Zip" maxLength={10} />);
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveAttribute('maxlength', '10');
  });

  it('cannot be focused or typed into when disabled', async () => {
    render(<TextField label="Email" disabled defaultValue="x" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeDisabled();
    await userEvent.tab();
    expect(input).not.toHaveFocus();
  });

  it('marks required fields for assistive technology', () => {
    render(<TextField label="City" required />);
    expect(screen.getByRole('textbox', { name: 'City' })).toBeRequired();
  });
});

describe('TextAreaField', () => {
  it('is a labelled multi-line field with a counter', async () => {
    render(<TextAreaField label="Message" showCount maxLength={5000} counterLabel={counterLabel} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Hi{Enter}there');
    expect(textarea).toHaveValue('Hi\nthere');
    expect(screen.getByText('8/5000')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('8 of 5000 characters');
  });

  it('shows the error and marks the field invalid', () => {
    render(<TextAreaField label="Message" error="Enter a message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Enter a message');
  });
});
