import { Button } from '@holostream/design-system';

/** Placeholder home until the site issue assembles the routes. */
export function App() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col items-start justify-center gap-6 p-8">
      <h1 className="text-4xl font-bold tracking-tight">Holostream</h1>
      <p className="text-lg text-muted-foreground">Live holograms from your phone to Unity and VR headsets.</p>
      <Button asChild>
        <a href="/plans">See plans</a>
      </Button>
    </main>
  );
}
