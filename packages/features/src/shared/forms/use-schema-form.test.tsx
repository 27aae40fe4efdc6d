import { loginFormSchema, validationMessages } from '@holostream/api';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../auth/model/auth-store';
import type { DraftStorage } from './form-draft';
import { handOverTypedValues } from './language-hand-over';
import { useSchemaForm } from './use-schema-form';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n';

interface LoginFormProps {
  send: (data: { email: string; password: string }) => Promise<unknown>;
  storage?: DraftStorage;
  draftKey?: string | null;
}

const i18n = createI18n({ language: 'en' });

/** A login form as the features write one, with every part of the helper in view, in the app's i18n. */
function LoginForm(props: LoginFormProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LoginFormFields {...props} />
    </I18nextProvider>
  );
}

function LoginFormFields({ send, storage, draftKey = null }: LoginFormProps) {
  const { field, errorKey, error, handleSubmit, draft } = useSchemaForm({
    name: 'login',
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
    ...(storage ? { draft: { key: draftKey, omit: ['password'], storage } } : {}),
  });
  return (
    <form noValidate onSubmit={(event) => handleSubmit(send)(event)}>
      {draft.restored ? <p>restored</p> : null}
      <label htmlFor={field('email').id}>E-mail</label>
      <input {...field('email')} />
      <p data-testid="email-error">{errorKey('email') ?? ''}</p>
      <label htmlFor={field('password').id}>Password</label>
      <input {...field('password')} type="password" />
      <p data-testid="password-error">{errorKey('password') ?? ''}</p>
      <p data-testid="email-message">{error('email') ?? ''}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows nothing before a submit; then each field’s first rule, and focuses the first invalid field', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<LoginForm send={send} />);
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByTestId('email-error')).toHaveTextContent('');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByTestId('email-error')).toHaveTextContent(validationMessages.emailRequired);
    // The rule's message in the page's language, from the forms' shared words.
    expect(screen.getByTestId('email-message')).toHaveTextContent('Email is required');
    expect(send).not.toHaveBeenCalled();
  });

  it('checks live once a submit was tried', async () => {
    render(<LoginForm send={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('email-error')).not.toHaveTextContent(''));
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@holostream.dev');
    await waitFor(() => expect(screen.getByTestId('email-error')).toHaveTextContent(''));
  });

  it('sends once, however fast the second press comes', async () => {
    let answer: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<LoginForm send={send} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@holostream.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-pass1!');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: 'demo@holostream.dev', password: 'Demo-pass1!' });
    await act(async () => answer());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed when the send fails, and lets the person send again', async () => {
    const send = vi.fn(() => Promise.reject(new Error('Invalid email or password')));
    render(<LoginForm send={send} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@holostream.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@holostream.dev');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong-pass1!');
  });
});

describe('before the app has taken the page over', () => {
  it('keeps and sends what a visitor typed into the prerendered form', async () => {
    const send = vi.fn(() => Promise.resolve());
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm send={send} />);
    document.body.append(container);
    // Typed before the scripts ran: the inputs hold it, no event told anyone.
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'demo@holostream.dev';
    (container.querySelector('input[name="password"]') as HTMLInputElement).value = 'Demo-pass1!';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <LoginForm send={send} />);
    });
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@holostream.dev');
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith({ email: 'demo@holostream.dev', password: 'Demo-pass1!' });
    act(() => root?.unmount());
    container.remove();
  });
});

describe('a language switch', () => {
  it('hands what was typed, the password too, to the same form on the other page, once', async () => {
    const first = render(<LoginForm send={() => Promise.resolve()} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-pass1!');
    handOverTypedValues();
    first.unmount();

    const other = render(<LoginForm send={() => Promise.resolve()} />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret-pass1!');
    other.unmount();
    render(<LoginForm send={() => Promise.resolve()} />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });
});

describe('drafts', () => {
  it('keeps what was typed, never the password, and fills the form again for the same person', async () => {
    const storage = createMemoryStorage();
    const first = render(<LoginForm send={() => Promise.resolve()} storage={storage} draftKey="login:alice" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-pass1!');
    first.unmount();
    expect(JSON.stringify(storage.dump())).not.toContain('Secret');

    render(<LoginForm send={() => Promise.resolve()} storage={storage} draftKey="login:alice" />);
    expect(screen.getByText('restored')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('never shows one person’s draft to another, and keeps none without a key', async () => {
    const storage = createMemoryStorage();
    const first = render(<LoginForm send={() => Promise.resolve()} storage={storage} draftKey="login:alice" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    first.unmount();
    const second = render(<LoginForm send={() => Promise.resolve()} storage={storage} draftKey="login:bob" />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.queryByText('restored')).toBeNull();
    second.unmount();

    const none = createMemoryStorage();
    render(<LoginForm send={() => Promise.resolve()} storage={none} draftKey={null} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'x@example.com');
    expect(none.dump()).toEqual({});
  });
});
