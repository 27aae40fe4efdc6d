import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@holostream/design-system';
import { useId } from 'react';
import { GuideSectionCard } from './guide-section';
import { SectionLink } from './section-link';
import { StepList } from './step-list';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

/** Gesture keys per controller mode; each gesture has a `${key}Action` translation. */
const GESTURES = {
  single: ['trigger', 'stickSide', 'stickUpDown', 'buttonA', 'buttonB'],
  dual: ['pull', 'twist', 'move', 'sticks'],
} as const;

function GestureTable({ mode }: { mode: keyof typeof GESTURES }) {
  const { t } = useTexts(gettingStartedTexts);
  const titleId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h4 id={titleId} className="font-semibold">
        {t(`headset.gestures.${mode}.title`)}
      </h4>
      <Table aria-labelledby={titleId}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('headset.gestures.gesture')}</TableHead>
            <TableHead>{t('headset.gestures.action')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {GESTURES[mode].map((gesture) => (
            <TableRow key={gesture}>
              <TableHead scope="row" className="whitespace-normal">
                {t(`headset.gestures.${mode}.${gesture}`)}
              </TableHead>
              <TableCell>{t(`headset.gestures.${mode}.${gesture}Action`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** oculus-viewer: five steps on the headset, then the single- and dual-controller gestures. */
export function HeadsetViewerGuide() {
  const { t } = useTexts(gettingStartedTexts);
  return (
    <GuideSectionCard section="oculus-viewer" description={t('headset.intro')}>
      <StepList
        keyPrefix="headset.steps"
        count={5}
        label={t('headset.stepsLabel')}
        components={{ anchor: <SectionLink section="oculus-app" /> }}
      />
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('headset.gestures.title')}</h3>
        <div className="grid gap-4 xl:grid-cols-2">
          <GestureTable mode="single" />
          <GestureTable mode="dual" />
        </div>
      </div>
    </GuideSectionCard>
  );
}
