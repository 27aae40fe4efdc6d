import { Button, cn } from '@holostream/design-system';
import { toSupportedLanguage, type Language } from '@holostream/features/shared';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The language the toggle switches to: the other one of the two. */
export function otherLanguage(language: string): Language {
  return toSupportedLanguage(language) === 'ja' ? 'en' : 'ja';
}

/**
 * Switches English ↔ Japanese live (spec §1). It shows the other language in that language ('日本語' /
 * 'English', marked with its `lang`) and says what it does to screen readers, so its accessible name is
 * "日本語 (switch to Japanese)" / "English （英語に切り替える）". The i18n instance remembers the choice
 * and keeps `<html lang>` in step.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('site');
  const next = otherLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('h-9 px-2.5 text-sm', className)}
      onClick={() => void i18n.changeLanguage(next)}
    >
      <Languages aria-hidden />
      {/* One inline box, so the space between the two parts is part of the name. */}
      <span>
        <span lang={next}>{t('language.toggle')}</span> <span className="sr-only">{t('language.switch')}</span>
      </span>
    </Button>
  );
}
