import { parseMonth } from '@holostream/design-system';
import { useMemo } from 'react';
import { durationParts } from '../model/duration';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';
import { useLanguage } from '../../shared/i18n/use-language';

const utcMonth = (month: string): Date => {
  const parsed = parseMonth(month);
  return new Date(Date.UTC(parsed?.year ?? 1970, (parsed?.month ?? 1) - 1, 1));
};

/** The usage tab's number, month and duration formats in the current language. */
export function useUsageFormat() {
  const { t } = useTexts(usageTexts);
  const language = useLanguage();
  return useMemo(() => {
    // Months are calendar months without a time zone: format them at UTC midnight, read at UTC.
    const long = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    const year = new Intl.DateTimeFormat(language, { year: 'numeric', timeZone: 'UTC' });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    const order = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' })
      .formatToParts(0)
      .map((part) => part.type);
    const yearFirst = order.indexOf('year') < order.indexOf('month');
    const whole = new Intl.NumberFormat(language);
    const hours = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    // One rounding for every share: a column reads '21.0%' beside '26.8%', never '21%'.
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return {
      language,
      /** 'February 2025', 「2025年2月」. */
      month: (month: string) => long.format(utcMonth(month)),
      /** 'Feb', 「2月」 (chart labels). */
      shortMonth: (month: string) => short.format(utcMonth(month)),
      /** A chart label's lines: the short month, and with `withYear` the year, in the language's order. */
      monthLines: (month: string, withYear: boolean) => {
        const date = utcMonth(month);
        if (!withYear) return [short.format(date)];
        return yearFirst ? [year.format(date), short.format(date)] : [short.format(date), year.format(date)];
      },
      /** docs/product.md §2: '12h 05m 30s', 「12時間5分30秒」. */
      duration: (seconds: number) => {
        const parts = durationParts(seconds);
        return t('duration', { ...parts, hours: whole.format(parts.hours) });
      },
      /** '64 h', '17.75 h', 「64時間」. */
      hours: (value: number) => t('hours', { value: hours.format(value) }),
      /** '45 min', 「45分」 (a short chart axis). */
      minutes: (value: number) => t('minutes', { value: whole.format(value) }),
      /** '12.5%', '21.0%': always one decimal. */
      percent: (share: number) => percent.format(share),
      /** 'August 1, 2025', 「2025年8月1日」 (a UTC date). */
      date: (date: Date) => day.format(date),
    };
  }, [language, t]);
}
