import { cn } from '@holostream/design-system';
import type { ReactNode } from 'react';
import { phraseBreaks } from './typography';

/** A page of reference text (the legal texts, the commercial disclosure): its title and lead, then its sections. */
export function DocumentPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div
      className={cn('mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-12 sm:gap-10 sm:px-6 sm:py-16', phraseBreaks)}
    >
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{lead}</p>
      </header>
      {children}
    </div>
  );
}
