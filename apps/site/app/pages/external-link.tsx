import type * as React from 'react';

export type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Visually hidden hint read after the link text, e.g. '(opens in a new tab)'. From translations. */
  newTabHint: string;
};

/**
 * A link that opens in a new tab without handing the new page a reference to ours
 * (`rel="noopener noreferrer"`), and says so to screen-reader users. Wrap it in `<Button asChild>`
 * for a button look.
 */
export function ExternalLink({ children, newTabHint, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {/* A real space, so the hint never runs into the link text in the accessible name. */}{' '}
      <span className="sr-only">{newTabHint}</span>
    </a>
  );
}
