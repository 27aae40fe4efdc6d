import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a native checkbox announced as a switch, submitted with its form', async () => {
    render(
      <form aria-label="settings">
        <Switch label="Limit e-mails" name="limitEmails" value="on" />
      </form>,
    );
    const control = screen.getByRole('switch', { name: 'Limit e-mails' });
    expect(control).toHaveAttribute('type', 'checkbox');
    await userEvent.click(control);
    const form = screen.getByRole('form', { name: 'settings' }) as HTMLFormElement;
    expect(new FormData(form).get('limitEmails')).toBe('on');
  });

  it("keeps the caller's own description after its error and hint, and forwards its ref", () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="own">Own words</p>
        <Switch ref={ref} label="Limit e-mails" hint="Hint" error="Error" aria-describedby="own" />
      </>,
    );
    expect(ref.current).toBe(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Error Hint Own words');
  });
});
