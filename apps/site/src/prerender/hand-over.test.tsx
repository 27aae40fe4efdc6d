import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  followTypedText,
  handOverToApp,
  PREPRESSED_ATTRIBUTE,
  PrerenderHandOver,
  SUBMIT_PENDING_ATTRIBUTE,
} from './hand-over';
import { PRERENDERED_ATTRIBUTE } from './prerendered-page';

/** A controlled form like the login screen's (one state for both fields): what React holds shows in the output. */
function EmailForm({ onSend }: { onSend: (email: string) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(values.email);
  };
  return (
    <form aria-label="Sign in" onSubmit={submit}>
      <label>
        Email
        <input name="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
      </label>
      <output>{`React holds "${values.email}" and "${values.password}"`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
});

/** The prerendered HTML in the document, as the visitor finds it before the app. */
function prerender(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  document.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, '/login');
  return container;
}

describe('handing the prerendered page over to the app', () => {
  it('gives React the text typed before hydration, which it would otherwise not hold', () => {
    const onSend = vi.fn();
    const container = prerender(<EmailForm onSend={onSend} />);
    const [email, password] = container.querySelectorAll('input');
    // Typed into the static page.
    (email as HTMLInputElement).value = 'kai@example.com';
    (password as HTMLInputElement).value = 'Secret-123';
    act(() => void (root = hydrateRoot(container, <EmailForm onSend={onSend} />)));

    expect(email?.value).toBe('kai@example.com');
    expect(container.querySelector('output')?.textContent).toBe('React holds "" and ""');

    act(() => handOverToApp(container));
    expect(container.querySelector('output')?.textContent).toBe('React holds "kai@example.com" and "Secret-123"');
    expect(email?.value).toBe('kai@example.com');
    expect(password?.value).toBe('Secret-123');
  });

  it('hands over what was typed even when a render of the app has put the empty value back meanwhile', () => {
    const container = prerender(<EmailForm onSend={vi.fn()} />);
    const [email, password] = container.querySelectorAll('input');
    (email as HTMLInputElement).value = 'kai@example.com';
    const noted = followTypedText(container);
    act(() => void (root = hydrateRoot(container, <EmailForm onSend={vi.fn()} />)));
    // Typed while the app hydrates, then a re-render (a form library settling in) resets both fields.
    (password as HTMLInputElement).value = 'Secret-123';
    password?.dispatchEvent(new Event('input', { bubbles: true }));
    (email as HTMLInputElement).value = '';
    (password as HTMLInputElement).value = '';

    act(() => handOverToApp(container, noted));
    expect(container.querySelector('output')?.textContent).toBe('React holds "kai@example.com" and "Secret-123"');
  });

  it('puts the caret back where the visitor left it, even when a late keyup comes after a render emptied the field', () => {
    const container = prerender(<EmailForm onSend={vi.fn()} />);
    const password = container.querySelectorAll('input')[1] as HTMLInputElement;
    password.focus();
    password.value = 'Hologram1!';
    const noted = followTypedText(container);
    // An arrow key moves the caret; hydration empties the field before the key's keyup is handled.
    password.setSelectionRange(9, 9);
    password.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }));
    act(() => void (root = hydrateRoot(container, <EmailForm onSend={vi.fn()} />)));
    password.value = '';
    password.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }));

    act(() => handOverToApp(container, noted));
    expect(password.value).toBe('Hologram1!');
    expect(password.selectionStart).toBe(9);
  });

  it('gives the text back before the key acts when the key itself made the app hydrate and empty the field', () => {
    const container = prerender(<EmailForm onSend={vi.fn()} />);
    const password = container.querySelectorAll('input')[1] as HTMLInputElement;
    password.focus();
    password.value = 'Hologram1';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    const noted = followTypedText(container);
    // React hears the key on its root and hydrates at once, inside the key's dispatch: the field is emptied.
    container.addEventListener('keydown', () => (password.value = ''), { once: true });
    password.dispatchEvent(new KeyboardEvent('keydown', { key: '!', bubbles: true }));

    expect(password.value).toBe('Hologram1');
    noted.stop();
  });

  it('leaves alone a field the app makes after the hand-over, such as the next route’s while the app settles', () => {
    const container = prerender(<EmailForm onSend={vi.fn()} />);
    const noted = followTypedText(container);
    act(() => void (root = hydrateRoot(container, <EmailForm onSend={vi.fn()} />)));
    act(() => handOverToApp(container, noted));
    // A card number field of the next page, which formats what is typed into it.
    const card = document.createElement('input');
    container.append(card);
    card.addEventListener('input', () => (card.value = card.value.replace(/(\d{4})(?=\d)/g, '$1 ')));
    card.focus();
    card.value = '42424';
    card.setSelectionRange(5, 5);
    card.dispatchEvent(new Event('input', { bubbles: true }));
    expect(card.selectionStart).toBe(6);
    // The next digit: the caret stays after the formatted text (it was thrown back to 5, before the last digit).
    card.dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true }));

    expect(card.value).toBe('4242 4');
    expect(card.selectionStart).toBe(6);
    noted.stop();
  });

  it('presses again, through the app and in their order, the buttons pressed before hydration', async () => {
    const pressed: string[] = [];
    function Buttons() {
      const [language, setLanguage] = useState('en');
      return (
        <>
          <button
            type="button"
            onClick={() => (pressed.push('language'), setLanguage(language === 'en' ? 'ja' : 'en'))}
          >
            Language
          </button>
          <button type="button" onClick={() => pressed.push('menu')}>
            Menu
          </button>
          <button type="button" onClick={() => pressed.push('play')}>
            Play
          </button>
          <output>{language}</output>
        </>
      );
    }
    const container = prerender(<Buttons />);
    const [language, menu] = container.querySelectorAll('button');
    // On the static page: the menu first, then the language toggle twice (there and back).
    menu?.setAttribute(PREPRESSED_ATTRIBUTE, '1');
    language?.setAttribute(PREPRESSED_ATTRIBUTE, '2 3');
    act(() => void (root = hydrateRoot(container, <Buttons />)));
    expect(pressed).toEqual([]);

    handOverToApp(container);
    await waitFor(() => expect(pressed).toEqual(['menu', 'language', 'language']));
    // There and back: the app committed the first toggle before the second.
    expect(container.querySelector('output')?.textContent).toBe('en');
    expect(container.querySelector(`[${PREPRESSED_ATTRIBUTE}]`)).toBeNull();
    // Handed over once: a second hand-over presses nothing.
    handOverToApp(container);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pressed).toHaveLength(3);
  });

  it('presses again as a mouse does: a control that acts on mousedown or pointerdown (a Radix tab) hears it', async () => {
    const heard: string[] = [];
    function Tab() {
      return (
        <button
          type="button"
          role="tab"
          onPointerDown={(event) => heard.push(`pointerdown ${event.button}`)}
          onMouseDown={(event) => heard.push(`mousedown ${event.button}`)}
          onClick={() => heard.push('click')}
        >
          Terms
        </button>
      );
    }
    const container = prerender(<Tab />);
    container.querySelector('button')?.setAttribute(PREPRESSED_ATTRIBUTE, '1');
    act(() => void (root = hydrateRoot(container, <Tab />)));

    handOverToApp(container);
    await waitFor(() => expect(heard).toEqual(['pointerdown 0', 'mousedown 0', 'click']));
  });

  it('submits again, through the app, a form held back before hydration', async () => {
    const onSend = vi.fn();
    const container = prerender(<EmailForm onSend={onSend} />);
    const form = container.querySelector('form') as HTMLFormElement;
    (container.querySelector('input[name=email]') as HTMLInputElement).value = 'kai@example.com';
    form.setAttribute(SUBMIT_PENDING_ATTRIBUTE, '');
    act(
      () =>
        void (root = hydrateRoot(
          container,
          <>
            <PrerenderHandOver container={container} />
            <EmailForm onSend={onSend} />
          </>,
        )),
    );

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith('kai@example.com');
    expect(form.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)).toBe(false);
    expect(document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
  });

  it('leaves untouched fields and unsubmitted forms alone', async () => {
    const onSend = vi.fn();
    const container = prerender(<EmailForm onSend={onSend} />);
    act(() => void (root = hydrateRoot(container, <EmailForm onSend={onSend} />)));
    act(() => handOverToApp(container));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector('output')?.textContent).toBe('React holds "" and ""');
    expect(onSend).not.toHaveBeenCalled();
  });
});
