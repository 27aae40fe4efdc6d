import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export interface SiteLayoutProps {
  children: ReactNode;
  /** A route is loading after a navigation: a bar runs along the top and the content is marked busy. */
  pending?: boolean;
}

/** The shared layout of docs/product.md §2: skip link, header, the page, footer. Router-agnostic, so stories can render it. */
export function SiteLayout({ children, pending = false }: SiteLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {pending ? (
        <div
          data-slot="route-progress"
          aria-hidden
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
        />
      ) : null}
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        aria-busy={pending || undefined}
        // At least a screen tall: the footer starts below the fold, so a route replacing its loading
        // spinner never shifts it in view (a layout shift the visitor would see).
        className="flex min-h-svh flex-1 flex-col focus-visible:outline-none"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
