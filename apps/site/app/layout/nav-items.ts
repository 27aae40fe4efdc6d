import { paths, type RoutePath } from '@holostream/features/routes';

export interface NavItem {
  to: RoutePath;
  /** Key in the `site` namespace. */
  labelKey: string;
  /** Marks the link current only on this exact path (home would match every page otherwise). */
  end?: boolean;
}

/** The header's links (docs/product.md §2, shared layout): home, about, pricing and contact. */
export const mainNavItems: readonly NavItem[] = [
  { to: paths.home, labelKey: 'nav.home', end: true },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.plans, labelKey: 'nav.pricing' },
  { to: paths.contact, labelKey: 'nav.contact' },
];

/** The footer's links: the header's plus legal and the commercial disclosure. */
export const footerNavItems: readonly NavItem[] = [
  ...mainNavItems,
  { to: paths.legal, labelKey: 'footer.legal' },
  { to: paths.commercialDisclosure, labelKey: 'footer.commercialDisclosure' },
];
