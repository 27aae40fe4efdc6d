/**
 * A bill's amount as docs/product.md §9 shows it: cents / 100 with exactly 2 decimals, then the upper-case
 * currency code ("49.00 USD", "1,234.50 USD"). The number follows the reader's language (digit
 * grouping, decimal mark); the code is always written out, so no symbol is ambiguous ($ in CAD?).
 */
export function formatBillingAmount(amountCents: number, currency: string, language: string): string {
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amountCents / 100,
  );
  return `${number} ${currency.toUpperCase()}`;
}
