import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@holostream/design-system';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

/** docs/product.md §9 requirements, in translation order: term key, value key. */
const REQUIREMENTS = [
  ['unity', 'unityValue'],
  ['ios', 'iosValue'],
  ['headsets', 'headsetsValue'],
  ['distance', 'distanceValue'],
] as const;

/** What a person needs before starting (docs/product.md §9): Unity, iOS, headsets and the camera distance. */
export function RequirementsCard() {
  const { t } = useTexts(gettingStartedTexts);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('requirements.title')}</CardTitle>
        <CardDescription>{t('requirements.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          {REQUIREMENTS.map(([term, value]) => (
            <div key={term} className="flex min-w-0 flex-col gap-1">
              <dt className="text-muted-foreground">{t(`requirements.${term}`)}</dt>
              <dd className="font-medium">{t(`requirements.${value}`)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
