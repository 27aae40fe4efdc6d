import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The files share one module graph per worker (vitest.config.ts, `isolate: false`), two workers on two cores: a
// test's first dynamic import (a language's texts, a lazy route) is transformed while the other worker computes,
// and took over the default 1 s of `findBy…`/`waitFor` once in a few runs. A passing test waits no longer for this.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  // The environment outlives the file (isolate: false): what a test stored must not reach the next file.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
