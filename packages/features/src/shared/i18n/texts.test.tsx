import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, type Language } from './create-i18n';
import { defineTexts, preloadTexts, useTexts, type Texts, type Words } from './texts';

// The namespaces declared here stay declared for the other files of this worker (`isolate: false`), whose
// `preloadTexts` calls their loaders too: every loader settles once its test is over.
const unsettled = new Set<(words: Words) => void>();
let fileDone = false;
afterEach(() => {
  for (const resolve of unsettled) resolve({});
  unsettled.clear();
});
afterAll(() => {
  fileDone = true;
});

/** A loader the test settles by hand, counting its calls. */
function handLoader() {
  let settle: { resolve: (words: Words) => void; reject: (error: Error) => void } | undefined;
  const loader = vi.fn(() =>
    fileDone
      ? Promise.resolve({ default: {} })
      : new Promise<{ default: Words }>((resolve, reject) => {
          const done = (words: Words) => resolve({ default: words });
          unsettled.add(done);
          settle = { resolve: done, reject };
        }),
  );
  return {
    loader,
    resolve: async (words: Words) => act(async () => settle?.resolve(words)),
    reject: async (error: Error) => act(async () => settle?.reject(error)),
  };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Greeting({ texts }: { texts: Texts }) {
  const { t } = useTexts(texts);
  return <p>{t('hello')}</p>;
}

function renderIn(language: Language, texts: Texts) {
  const i18n = createI18n({ resources: {}, language });
  return render(
    <I18nextProvider i18n={i18n}>
      <Boundary>
        <Suspense fallback={<p>waiting</p>}>
          <Greeting texts={texts} />
        </Suspense>
      </Boundary>
    </I18nextProvider>,
  );
}

describe('defineTexts and useTexts', () => {
  it("fetch only the page's language, and show the words once they arrive", async () => {
    const en = handLoader();
    const ja = handLoader();
    const texts = defineTexts('greetingJa', { en: en.loader, ja: ja.loader });
    renderIn('ja', texts);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await ja.resolve({ hello: 'こんにちは' });
    expect(await screen.findByText('こんにちは')).toBeInTheDocument();
    expect(ja.loader).toHaveBeenCalledTimes(1);
    expect(en.loader).not.toHaveBeenCalled();
  });

  it('render at once, with no fetch, words given as objects or already in the i18n', () => {
    const texts = defineTexts('greetingStatic', { en: { hello: 'Hello' }, ja: { hello: 'こんにちは' } });
    renderIn('en', texts);
    expect(screen.getByText('Hello')).toBeInTheDocument();

    const loader = vi.fn(() => Promise.resolve({ default: {} }));
    const loaded = defineTexts('greetingLoaded', { en: loader, ja: loader });
    const i18n = createI18n({ resources: { en: { greetingLoaded: { hello: 'Hi' } } }, language: 'en' });
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting texts={loaded} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hi')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it("take a failed fetch to the error boundary, and fetch again when they are loaded anew (a route's retry)", async () => {
    const first = handLoader();
    const texts = defineTexts('greetingOffline', { en: first.loader, ja: first.loader });
    renderIn('en', texts);
    await first.reject(new Error('offline'));
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();

    const again = texts.load('en');
    expect(first.loader).toHaveBeenCalledTimes(2);
    await first.resolve({ hello: 'Back' });
    await expect(again).resolves.toEqual({ hello: 'Back' });
  });
});

describe('preloadTexts', () => {
  it('starts, in one language, the fetch of every namespace declared so far, once', async () => {
    const a = handLoader();
    const b = handLoader();
    const other = handLoader();
    defineTexts('preloadA', { en: a.loader, ja: other.loader });
    defineTexts('preloadB', { en: b.loader, ja: other.loader });
    void preloadTexts('en');
    void preloadTexts('en');
    expect(a.loader).toHaveBeenCalledTimes(1);
    expect(b.loader).toHaveBeenCalledTimes(1);
    expect(other.loader).not.toHaveBeenCalled();
    await a.resolve({});
    await b.resolve({});
  });
});
