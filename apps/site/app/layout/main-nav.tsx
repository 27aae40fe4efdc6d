import { cn } from '@holostream/design-system';
import { NavLink } from 'react-router';
import { mainNavItems } from './nav-items';
import { useSitePaths } from '../paths';
import { siteTexts } from '../locales/texts';
import { useTexts } from '@holostream/features/shared';

export interface MainNavProps {
  className?: string;
  /** Full-width links, one under the other (the phone menu). */
  stacked?: boolean;
  /** Called when a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
}

/** Home, about, pricing and contact; the current page's link carries `aria-current="page"`. */
export function MainNav({ className, stacked = false, onNavigate }: MainNavProps) {
  const { t } = useTexts(siteTexts);
  const paths = useSitePaths();
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul className={cn('flex', stacked ? 'flex-col gap-1' : 'items-center gap-1')}>
        {mainNavItems.map((item) => (
          <li key={item.page}>
            <NavLink
              to={paths[item.page]}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'block rounded-md font-medium transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  stacked ? 'px-3 py-2.5 text-base' : 'px-3 py-2 text-sm',
                  isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
                )
              }
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
