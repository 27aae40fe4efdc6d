import { Info } from 'lucide-react';
import { GuideSectionCard } from './guide-section';
import { StepList } from './step-list';
import { StreamExample } from './stream-example';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

const TIPS = ['1', '2', '3', '4'] as const;
const VISIBILITIES = ['private', 'public'] as const;

/** start-livestream: six steps in the capture app, the Stream ID and PIN code, visibility, tips and a note. */
export function LivestreamGuide() {
  const { t } = useTexts(gettingStartedTexts);
  return (
    <GuideSectionCard section="start-livestream" description={t('livestream.intro')}>
      <StepList keyPrefix="livestream.steps" count={6} label={t('livestream.stepsLabel')} />
      <StreamExample />
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('livestream.visibility.title')}</h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          {VISIBILITIES.map((visibility) => (
            <div key={visibility} className="flex flex-col gap-1 rounded-md border p-3">
              <dt className="font-semibold">{t(`livestream.visibility.${visibility}`)}</dt>
              <dd className="text-muted-foreground">{t(`livestream.visibility.${visibility}Text`)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('livestream.tips.title')}</h3>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`livestream.tips.${tip}`)}</li>
          ))}
        </ul>
      </div>
      <div className="flex gap-3 rounded-md border border-status-blue/25 bg-status-blue-surface p-3">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-status-blue" />
        <p>
          <strong className="font-semibold text-status-blue">{t('livestream.note.title')}</strong>{' '}
          {t('livestream.note.text')}
        </p>
      </div>
    </GuideSectionCard>
  );
}
