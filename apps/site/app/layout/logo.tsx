import { cn } from '@holostream/design-system';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSitePaths } from '../paths';
import { siteTexts } from '../locales/texts';
import { useTexts } from '@holostream/features/shared';

/** The mark of the favicon, drawn inline so it scales with the text. */
function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d4aff" />
          <stop offset="1" stopColor="#19b5d4" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 22V10m14 12V10M9 16h14" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The brand as a link home; its accessible name is "Holostream home". */
export function Logo({ className }: { className?: string }) {
  const { t } = useTexts(siteTexts);
  const paths = useSitePaths();
  return (
    <Link
      to={paths.home}
      aria-label={t('header.homeLink')}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <LogoMark />
      <span>{t('brand')}</span>
    </Link>
  );
}
