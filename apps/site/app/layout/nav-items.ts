import type { PageName } from '../paths';

export interface NavItem {
  page: PageName;
  /** Key in the `site` namespace. */
  labelKey: string;
  /** Marks the link current only on this exact path (home would match every page otherwise). */
  end?: boolean;
}

/** The header's links (docs/product.md §2, shared layout): home, about, pricing and contact. */
export const mainNavItems: readonly NavItem[] = [
  { page: 'home', labelKey: 'nav.home', end: true },
  { page: 'about', labelKey: 'nav.about' },
  { page: 'plans', labelKey: 'nav.pricing' },
  { page: 'contact', labelKey: 'nav.contact' },
];

/** The footer's links: the header's plus legal and the commercial disclosure. */
export const footerNavItems: readonly NavItem[] = [
  ...mainNavItems,
  { page: 'legal', labelKey: 'footer.legal' },
  { page: 'commercialDisclosure', labelKey: 'footer.commercialDisclosure' },
];
