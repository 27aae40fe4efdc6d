import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@holostream/design-system';
import { Check, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ExternalLink } from '../external-link';
import { MEETING_SYSTEM_URL } from '../../external-links';
import { toStringList } from '../translated-list';
import { useSitePaths } from '../../paths';
import { homeTexts } from './texts';
import { useTexts } from '@holostream/features/shared';

/** The partner's one-to-one hologram meeting system: an external learn-more link and /contact. */
export function MeetingSection() {
  const { t } = useTexts(homeTexts);
  const paths = useSitePaths();
  const points = toStringList(t('meeting.points', { returnObjects: true }));
  return (
    <section aria-labelledby="home-meeting-title" className="mx-auto max-w-6xl px-4 sm:px-6">
      <Card className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 bg-[linear-gradient(90deg,oklch(0.75_0.13_200),var(--color-primary))]"
        />
        <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
            <CardHeader className="gap-3">
              <Badge variant="outline">{t('meeting.badge')}</Badge>
              <CardTitle as="h2" id="home-meeting-title" className="text-2xl sm:text-3xl">
                {t('meeting.title')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-muted-foreground">{t('meeting.body')}</p>
            </CardContent>
            <CardFooter>
              {/* Long labels wrap on a phone instead of pushing the card wider than the screen. */}
              <Button asChild className="h-auto min-h-10 shrink py-2 text-left whitespace-normal">
                <ExternalLink href={MEETING_SYSTEM_URL} newTabHint={t('newTab')}>
                  {t('meeting.learnMore')}
                  <ExternalLinkIcon aria-hidden="true" />
                </ExternalLink>
              </Button>
              <Button asChild variant="outline" className="h-auto min-h-10 shrink py-2 text-left whitespace-normal">
                <Link to={paths.contact}>{t('meeting.contact')}</Link>
              </Button>
            </CardFooter>
          </div>
          <CardContent className="min-w-0">
            <ul
              aria-label={t('meeting.pointsLabel')}
              className="flex flex-col gap-3 rounded-lg bg-muted p-5 text-sm sm:p-6"
            >
              {points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                    <Check aria-hidden="true" className="size-3" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </CardContent>
        </div>
      </Card>
    </section>
  );
}
