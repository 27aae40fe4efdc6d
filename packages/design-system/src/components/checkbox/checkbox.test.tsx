import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by Space, by a click on the box and by a click on the label', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onChange={(event) => onCheckedChange(event.target.checked)} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('opens a link inside the label without toggling the box', async () => {
    const onLinkClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <a href="/legal" target="_blank" rel="noopener noreferrer" onClick={onLinkClick}>
              terms
            </a>
          </>
        }
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(onLinkClick).toHaveBeenCalledOnce();
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText(/I agree to the/));
    expect(checkbox).toBeChecked();
  });

  it('wires hint and error and marks the box invalid', () => {
    render(<Checkbox label="I agree" hint="Required to continue" error="Accept the terms" required />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAccessibleDescription('Accept the terms Required to continue');
    expect(screen.getByRole('alert')).toHaveTextContent('Accept the terms');
  });

  it('cannot be toggled or focused when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" disabled onChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).toBeDisabled();
    await userEvent.click(screen.getByText('Remember me'));
    await userEvent.tab();
    expect(checkbox).not.toHaveFocus();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('submits its value under its name inside a form', async () => {
    render(
      <form aria-label="Signup">
        <Checkbox label="I agree" name="terms" value="yes" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Signup' }) as HTMLFormElement;
    expect(new FormData(form).get('terms')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(new FormData(form).get('terms')).toBe('yes');
  });
});
