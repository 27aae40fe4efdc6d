import { loginFormSchema } from '@holostream/api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// react-hook-form's chunk cannot be fetched, as when the connection is gone.
vi.mock('./form-engine', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

// A fresh copy of the helper: the unit files share their modules, and another file's forms may have fetched the
// engine already.
vi.resetModules();
const { useSchemaForm } = await import('./use-schema-form');

function LoginForm({ send }: { send: (data: unknown) => Promise<unknown> }) {
  const { field, values, handleSubmit, unavailable } = useSchemaForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={(event) => handleSubmit(send)(event)}>
      <label htmlFor={field('email').id}>E-mail</label>
      <input {...field('email')} />
      <p data-testid="typed">{values.email}</p>
      {unavailable ? <p role="alert">Offline</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm offline', () => {
  it('keeps and shows what is typed, says when its checks cannot be fetched, and sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve());
    render(<LoginForm send={send} />);
    await user.type(screen.getByLabelText('E-mail'), 'demo@holostream.dev');
    expect(screen.getByTestId('typed')).toHaveTextContent('demo@holostream.dev');
    expect(await screen.findByRole('alert')).toHaveTextContent('Offline');

    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@holostream.dev');
    expect(send).not.toHaveBeenCalled();
  });
});
