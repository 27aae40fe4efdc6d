import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportHydrationMismatch } from './services/hydration-mismatch';

// React Router's own client entry, with one thing of ours: a page whose HTML differed from its first render is
// reported once (root.tsx's boundary has rendered that part anew).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onRecoverableError: reportHydrationMismatch },
  );
});
