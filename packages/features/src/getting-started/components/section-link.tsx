import { TextLink } from '@holostream/design-system';
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
  /** The link's name when its text alone is not enough ('Guide' beside a step). */
  'aria-label'?: string;
}

/**
 * A link to a section of this page: it scrolls there (smoothly unless reduced motion is asked for)
 * and moves focus to the section's heading. Modified clicks keep the browser's own behaviour.
 */
export function SectionLink({ section, children, className, 'aria-label': label }: SectionLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (goToSection(section)) event.preventDefault();
  };
  // The table of contents styles its links itself; elsewhere a section link reads as a link in the text.
  const Anchor = className === undefined ? TextLink : 'a';
  return (
    <Anchor href={`#${section}`} onClick={onClick} className={className} aria-label={label}>
      {children}
    </Anchor>
  );
}
