import { cn } from '@holostream/design-system';
import { useId } from 'react';
import { GUIDE_SECTIONS } from '../model/sections';
import { SectionLink } from './section-link';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

export interface TableOfContentsProps {
  /** Extra classes for the box (the tab makes it sticky beside the sections on wide screens). */
  className?: string;
}

/** The guide's table of contents: a named navigation region with a link to each of the eight sections. */
export function TableOfContents({ className }: TableOfContentsProps) {
  const { t } = useTexts(gettingStartedTexts);
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className={cn('rounded-lg border bg-card p-4 shadow-card', className)}>
      <p id={labelId} className="mb-2 text-sm font-semibold">
        {t('toc.label')}
      </p>
      <ol className="flex flex-col gap-1 text-sm">
        {GUIDE_SECTIONS.map((section) => (
          <li key={section}>
            <SectionLink
              section={section}
              className="block rounded-md px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {t(`sections.${section}`)}
            </SectionLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
