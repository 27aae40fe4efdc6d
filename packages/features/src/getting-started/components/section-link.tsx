import type { MouseEvent, ReactNode } from 'react';
import { goToSection } from '../model/go-to-section';
import type { GuideSection } from '../model/sections';

export interface SectionLinkProps {
  /** The section to go to. */
  section: GuideSection;
  /** The link text (filled in by `Trans` when used inside a translation). */
  children?: ReactNode;
  /** Replaces the default inline-link look (the table of contents styles its links itself). */
  className?: string;
}

/**
 * A link to a section of this page: it scrolls there (smoothly unless reduced motion is asked for)
 * and moves focus to the section's heading. Modified clicks keep the browser's own behaviour.
 */
export function SectionLink({ section, children, className }: SectionLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (goToSection(section)) event.preventDefault();
  };
  return (
    <a
      href={`#${section}`}
      onClick={onClick}
      className={
        className ??
        'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
      }
    >
      {children}
    </a>
  );
}
