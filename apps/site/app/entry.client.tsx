import { preloadTexts } from '@holostream/features/shared';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { languageOfPath } from './language';
import { reportHydrationMismatch } from './services/hydration-mismatch';

// The page's route modules have run, declaring their namespaces: fetch all their words in the page's language at
// once, while hydration starts (a component whose words are not there yet waits for them, with the HTML in place).
void preloadTexts(languageOfPath(window.location.pathname)).catch(() => undefined);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onRecoverableError: reportHydrationMismatch },
  );
});
