import { AuthActions } from './auth-actions';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

/** Logo, main links, language toggle and the sign-in actions; a slide-out menu below `md`. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 md:gap-6">
        <Logo />
        <MainNav className="hidden md:block" />
        <div className="ms-auto flex items-center gap-1 md:gap-2">
          <LanguageToggle />
          <AuthActions className="hidden md:flex" />
          <MobileMenu className="md:hidden" />
        </div>
      </div>
    </header>
  );
}
