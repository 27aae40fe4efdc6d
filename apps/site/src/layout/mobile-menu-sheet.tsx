import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@holostream/design-system';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthActions } from './auth-actions';
import { LanguageToggle } from './language-toggle';
import { MainNav } from './main-nav';

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The phone menu's panel: the header's links, the language toggle and the sign-in actions. */
export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const { t } = useTranslation('site');
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('header.closeMenu')}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The button lives outside the lazily loaded sheet, so Radix does not know it as the trigger.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t('header.menuTitle')}</SheetTitle>
        </SheetHeader>
        <MainNav stacked onNavigate={close} />
        <div className="mt-auto flex flex-col gap-4 border-t pt-4">
          <LanguageToggle className="self-start" />
          <AuthActions stacked onAction={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
