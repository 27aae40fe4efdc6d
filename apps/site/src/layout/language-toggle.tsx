import { Button, cn } from '@holostream/design-system';
import { toSupportedLanguage, type Language } from '@holostream/features/shared';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from './after-next-paint';

/** The language the toggle switches to: the other one of the two. */
export function otherLanguage(language: string): Language {
  return toSupportedLanguage(language) === 'ja' ? 'en' : 'ja';
}

/**
 * Switches English ↔ Japanese live (spec §1). It shows the other language in that language ('日本語' /
 * 'English', marked with its `lang`) and says what it does to screen readers, so its accessible name is
 * "日本語 (switch to Japanese)" / "English （英語に切り替える）". The i18n instance remembers the choice
 * and keeps `<html lang>` in step. The press is answered at once (the toggle dims and is busy); the page is
 * rendered in the other language after that paint, a long task on a slow phone (issue 19, goal 2: the first switch
 * took 280–780 ms from press to paint at 4× slower CPU, now under 16 in 5 of 6).
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('site');
  const next = otherLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [switching, setSwitching] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('h-9 px-2.5 text-sm aria-busy:cursor-progress aria-busy:opacity-60', className)}
      aria-busy={switching || undefined}
      onClick={() => {
        if (switching) return;
        setSwitching(true);
        afterNextPaint(() => void i18n.changeLanguage(next).finally(() => setSwitching(false)));
      }}
    >
      <Languages aria-hidden />
      {/* One inline box, so the space between the two parts is part of the name. */}
      <span>
        <span lang={next}>{t('language.toggle')}</span> <span className="sr-only">{t('language.switch')}</span>
      </span>
    </Button>
  );
}
