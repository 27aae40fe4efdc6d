import { Button } from '@holostream/design-system';
import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The sheet (Radix Dialog and its focus and scroll locks) loads on the way to the first open,
// so it stays out of the JavaScript every page needs before it is interactive.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/** Below `md`: a menu button opening a slide-out sheet with the header's links and actions. */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
