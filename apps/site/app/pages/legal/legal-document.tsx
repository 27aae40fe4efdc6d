import type * as React from 'react';
import type { LegalSection } from './legal-sections';

export interface LegalDocumentProps {
  /** Prefix of the heading ids, unique on the page ('privacy', 'terms'). */
  id: string;
  title: string;
  intro: string;
  sections: LegalSection[];
  /** Shown between the introduction and the sections (the terms' key figures). */
  children?: React.ReactNode;
}

/** A policy as an `h2` with numbered `h3` sections, set for long reading. */
export function LegalDocument({ id, title, intro, sections, children }: LegalDocumentProps) {
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-24 flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="text-base text-muted-foreground sm:text-lg">{intro}</p>
      </header>
      {children}
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`${id}-section-${index}`} className="flex flex-col gap-3">
          <h3 id={`${id}-section-${index}`} className="text-lg font-semibold tracking-tight">
            {section.title}
          </h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
            <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-primary">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.note && <p>{section.note}</p>}
        </section>
      ))}
    </article>
  );
}
