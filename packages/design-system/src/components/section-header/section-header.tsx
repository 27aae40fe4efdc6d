import type * as React from 'react';
import { cn } from '../../lib/cn';

/** The classes of each size: the header, its heading and its description. */
const SIZES = {
  /** A marketing section: a large balanced heading and a lead paragraph. */
  display: ['', 'text-2xl font-bold text-balance sm:text-3xl', 'mt-3 sm:text-lg'],
  /** A page of its own (the `h1` of /feedback). */
  page: ['grid gap-2', 'text-3xl font-bold', ''],
  /** A tab or a top-level section of a page. */
  section: ['flex flex-col gap-1', 'text-2xl font-semibold', 'text-sm'],
} as const;

export type SectionHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** How large the header is, by where it stands; a tab's by default. */
  size?: keyof typeof SIZES;
  /** The heading ("Usage", 「利用状況」). */
  title: React.ReactNode;
  /** id of the heading, for the section's `aria-labelledby`. */
  titleId: string;
  /** Heading level, so the header fits the page outline. */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** A sentence under the heading. */
  description?: React.ReactNode;
  /** Classes of the description (its width, its alignment). */
  descriptionClassName?: string;
};

/** The heading of a page or section with the sentence that introduces it, in one of three sizes. */
export function SectionHeader({
  className,
  size = 'section',
  title,
  titleId,
  titleAs: Title = 'h2',
  description,
  descriptionClassName,
  ...props
}: SectionHeaderProps) {
  const [header, heading, lead] = SIZES[size];
  return (
    <div data-slot="section-header" className={cn(header, className)} {...props}>
      <Title id={titleId} data-slot="section-header-title" className={cn('tracking-tight', heading)}>
        {title}
      </Title>
      {description ? (
        <p data-slot="section-header-description" className={cn('text-muted-foreground', lead, descriptionClassName)}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
