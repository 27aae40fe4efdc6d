import { Card, CardContent, CardHeader, CardTitle } from '@holostream/design-system';
import { Info } from 'lucide-react';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

/** The device's time zone name (e.g. 'Asia/Tokyo'), or UTC offset text when the runtime has none. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The start of `now`'s month on the server's calendar (UTC), as a date and time of the reader's own. */
function monthStartHere(now: Date, language: string): string {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(start);
}

/** Info notes: how usage is counted, the running month, the calendar it is counted in, the limit and the export. */
export function UsageNotes({ now }: { now: Date }) {
  const { t, i18n } = useTexts(usageTexts);
  const notes = [
    t('notes.counting'),
    t('notes.current'),
    t('notes.timeZone', { timeZone: deviceTimeZone(), start: monthStartHere(now, i18n.language) }),
    t('notes.limit'),
    t('notes.export'),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('notes.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
          {notes.map((note) => (
            <li key={note} className="flex gap-2">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-status-blue" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
