import { Card, CardContent, CardHeader, CardTitle } from '@holostream/design-system';
import { Info } from 'lucide-react';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

/** The device's time zone name (e.g. 'Asia/Tokyo'), or UTC offset text when the runtime has none. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Info notes: how usage is counted, the running month, the time zone, the limit and the export. */
export function UsageNotes() {
  const { t } = useTexts(usageTexts);
  const notes = [
    t('notes.counting'),
    t('notes.current'),
    t('notes.timeZone', { timeZone: deviceTimeZone() }),
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
