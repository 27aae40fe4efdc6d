/** A row whose detail is a link built from configuration rather than translated text. */
export type DisclosureLink = 'email' | 'website' | 'pricing';

export interface DisclosureSection {
  id: 'business' | 'payment' | 'fees' | 'delivery' | 'returns';
  /** Row keys under `sections.<id>` in the `disclosure` namespace, in display order. */
  rows: ReadonlyArray<{ key: string; link?: DisclosureLink }>;
}

/** The five sections of the disclosure (docs/product.md §2) and their rows. */
export const DISCLOSURE_SECTIONS: readonly DisclosureSection[] = [
  {
    id: 'business',
    rows: [
      { key: 'seller' },
      { key: 'manager' },
      { key: 'address' },
      { key: 'phone' },
      { key: 'email', link: 'email' },
      { key: 'website', link: 'website' },
      { key: 'hours' },
    ],
  },
  {
    id: 'payment',
    rows: [{ key: 'methods' }, { key: 'timing' }, { key: 'currency' }],
  },
  {
    id: 'fees',
    rows: [
      { key: 'price', link: 'pricing' },
      { key: 'additional' },
      { key: 'priceChanges' },
      { key: 'cancellationFees' },
    ],
  },
  {
    id: 'delivery',
    rows: [{ key: 'start' }, { key: 'method' }, { key: 'requirements' }],
  },
  {
    id: 'returns',
    rows: [{ key: 'returns' }, { key: 'guarantee' }, { key: 'outage' }, { key: 'processing' }, { key: 'cancellation' }],
  },
];
