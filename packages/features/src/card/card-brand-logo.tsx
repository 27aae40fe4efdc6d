import { cn } from '@holostream/design-system';
import { CreditCard } from 'lucide-react';

/** Brands with their own mark; any other brand gets the generic card icon. */
export const LOGO_BRANDS = ['visa', 'mastercard', 'amex'] as const;
export type LogoBrand = (typeof LOGO_BRANDS)[number];

export function isLogoBrand(brand: string): brand is LogoBrand {
  return (LOGO_BRANDS as readonly string[]).includes(brand);
}

/** Wordmarks are trademarks, the same in every language (the accessible name is translated). */
const WORDMARK = { visa: 'VISA', amex: 'AMEX' } as const;

const frame = 'h-8 w-12 shrink-0 rounded-md';

/**
 * A small mark of the card brand (visa, mastercard, amex), otherwise a generic card icon; an image
 * whose accessible name is `label` ("Visa", 「カード」).
 */
export function CardBrandLogo({ brand, label, className }: { brand: string; label: string; className?: string }) {
  if (brand === 'visa' || brand === 'amex') {
    const visa = brand === 'visa';
    return (
      <svg role="img" aria-label={label} data-brand={brand} viewBox="0 0 48 32" className={cn(frame, className)}>
        <rect width="48" height="32" rx="5" fill={visa ? '#1434cb' : '#006fcf'} />
        <text
          x="24"
          y="20.5"
          textAnchor="middle"
          fill="#ffffff"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize={visa ? 13 : 11.5}
          fontStyle={visa ? 'italic' : 'normal'}
          fontWeight="800"
          letterSpacing={visa ? 0.5 : 0.2}
        >
          {WORDMARK[brand]}
        </text>
      </svg>
    );
  }
  if (brand === 'mastercard') {
    return (
      <svg role="img" aria-label={label} data-brand={brand} viewBox="0 0 48 32" className={cn(frame, className)}>
        <rect width="48" height="32" rx="5" fill="#1f1f1f" />
        <circle cx="19" cy="16" r="9" fill="#eb001b" />
        <circle cx="29" cy="16" r="9" fill="#f79e1b" />
        <path d="M24 8.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
      </svg>
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      data-brand="generic"
      className={cn(frame, 'flex items-center justify-center bg-muted text-muted-foreground', className)}
    >
      <CreditCard aria-hidden className="size-5" />
    </span>
  );
}
