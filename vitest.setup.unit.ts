import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The environment outlives the file (isolate: false): what a test stored must not reach the next file.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// jsdom runs animation frames (and focus fix-ups) on a Node interval that it starts when first needed and stops when
// idle. Started while a test's fake timers are on (a dialog closing removes the focused button), the interval is the
// fake clock's; when the test restores real timers before it has stopped, it never fires again, and jsdom, which
// believes it running, never starts another: no requestAnimationFrame of the window runs any more. With
// `isolate: false` the window outlives the file, so a later file's frame never came (the site's language toggle waits
// for one). Here each frame is a timeout of the real clock, taken before any test of the file; a test's fake
// timers still replace both functions while they are on.
if (typeof window !== 'undefined') {
  // jsdom lacks APIs Radix calls: ResizeObserver (RadioGroup measures its hidden input), pointer capture, scrolling.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;

  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
  const frames = new Map<number, ReturnType<typeof setTimeout>>();
  let lastFrame = 0;
  window.requestAnimationFrame = (callback) => {
    const handle = ++lastFrame;
    frames.set(
      handle,
      realSetTimeout(() => {
        frames.delete(handle);
        callback(performance.now());
      }, 16),
    );
    return handle;
  };
  window.cancelAnimationFrame = (handle) => {
    realClearTimeout(frames.get(handle));
    frames.delete(handle);
  };
}
