import { buttonVariants, cn, sheetVariants } from '@holostream/design-system';
import { MenuIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { AuthActions } from './auth-actions';
import { LanguageToggle } from './language-toggle';
import { MainNav } from './main-nav';
import { siteTexts } from '../locales/texts';
import { useTexts } from '@holostream/features/shared';

const MENU_ID = 'site-menu';

/**
 * Below `md`: a menu button opening a slide-out panel with the header's links and actions. It is the browser's own
 * popover (`popovertarget`), so it opens before the app's scripts have run; Escape or a press outside closes it and
 * focus goes back to the button. Once the app runs, following a link in it closes it too.
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTexts(siteTexts);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover();
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label={t('header.openMenu')}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      >
        <MenuIcon aria-hidden />
      </button>
      <div
        ref={panel}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={t('header.menuTitle')}
        data-slot="site-menu"
        className={cn(
          sheetVariants(),
          'left-auto m-0 h-dvh max-h-none border-y-0 border-e-0 backdrop:bg-overlay [&:not(:popover-open)]:hidden',
        )}
      >
        <p className="pe-8 text-lg leading-tight font-semibold">{t('header.menuTitle')}</p>
        <MainNav stacked onNavigate={close} />
        <div className="mt-auto flex flex-col gap-4 border-t pt-4">
          <LanguageToggle className="self-start" />
          <AuthActions stacked onAction={close} />
        </div>
        <button
          type="button"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'icon' }),
            'absolute end-3 top-3 text-muted-foreground',
          )}
        >
          <XIcon aria-hidden />
          <span className="sr-only">{t('header.closeMenu')}</span>
        </button>
      </div>
    </>
  );
}
