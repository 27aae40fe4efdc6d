import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@holostream/design-system';
import type { ReactNode } from 'react';
import { sectionHeadingId, type GuideSection } from '../model/sections';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

export interface GuideSectionCardProps {
  /** Which of the eight sections this is: its id is the anchor the table of contents links to. */
  section: GuideSection;
  /** A short line under the title. */
  description?: ReactNode;
  /** The section's body. */
  children: ReactNode;
}

/**
 * One section of the guide as a card. The heading is focusable from script only (tabIndex -1), so
 * the table of contents can move focus there; the margin keeps it clear of the sticky site header.
 */
export function GuideSectionCard({ section, description, children }: GuideSectionCardProps) {
  const { t } = useTexts(gettingStartedTexts);
  const headingId = sectionHeadingId(section);
  return (
    <section id={section} aria-labelledby={headingId} className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle
            as="h2"
            id={headingId}
            tabIndex={-1}
            className="rounded-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t(`sections.${section}`)}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5 text-sm leading-relaxed">{children}</CardContent>
      </Card>
    </section>
  );
}
