import {
  Alert,
  Button,
  Card,
  CardAction,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  Progress,
} from '@holostream/design-system';
import { CircleCheck, CircleDashed, CircleAlert, LoaderCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { SETUP_STEPS, stepsDone, type FirstStream } from '../model/setup-steps';
import { SectionLink } from './section-link';
import type { SetupState } from './use-setup-progress';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

const FIRST_STREAM_ICON = {
  checking: (
    <LoaderCircle aria-hidden className="size-5 animate-spin text-muted-foreground motion-reduce:animate-none" />
  ),
  failed: <CircleAlert aria-hidden className="size-5 text-status-amber" />,
  streamed: <CircleCheck aria-hidden className="size-5 text-status-green" />,
  'not-yet': <CircleDashed aria-hidden className="size-5 text-muted-foreground" />,
} satisfies Record<FirstStream, ReactNode>;

// A phone's finger needs 44 px: each row and guide link is that tall, not only the 20 px box.
const TOUCH_ROW = 'min-h-11 py-3 sm:min-h-0 sm:py-1';
// The label's click area stretched over its whole row (a click on a label ticks its box).
const WHOLE_ROW_TICKS = 'relative [&_[data-slot=label]]:after:absolute [&_[data-slot=label]]:after:inset-0';

/**
 * 'Your setup' on Getting started: five steps with how many are done and a bar. The plugin and headset app tick
 * themselves after a download here, the first stream once the usage record has streaming time (never by hand);
 * every other tick is the person's, kept for them in this browser and undone by unticking. All five done: a short
 * congratulation. The card folds away and comes back (a disclosure, so focus stays on its button).
 */
export function SetupChecklist({ progress, firstStream, setStep, setHidden }: SetupState) {
  const { t } = useTexts(gettingStartedTexts);
  const titleId = useId();
  const listId = useId();
  const done = stepsDone(progress, firstStream);
  const total = SETUP_STEPS.length;
  const count = t('setup.progress', { done, total });

  return (
    <Card role="region" aria-labelledby={titleId} data-slot="setup-checklist">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {t('setup.title')}
        </CardTitle>
        {progress.hidden ? <p className="text-sm text-muted-foreground">{count}</p> : null}
        <CardAction>
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 sm:min-h-0"
            aria-expanded={!progress.hidden}
            aria-controls={listId}
            onClick={() => setHidden(!progress.hidden)}
          >
            {t(progress.hidden ? 'setup.show' : 'setup.hide')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent id={listId} hidden={progress.hidden} className="flex flex-col gap-4">
        <Progress label={t('setup.meter')} value={done} max={total} valueText={count} />
        {done === total ? (
          <Alert variant="success" title={t('setup.complete.title')}>
            {t('setup.complete.description')}
          </Alert>
        ) : null}
        <ol className="flex flex-col divide-y divide-border">
          {SETUP_STEPS.map((step) => (
            <li key={step.id} className="flex items-center justify-between gap-3 py-1">
              {step.tickedBy === 'usage' ? (
                <div className={`flex items-start gap-3 ${TOUCH_ROW}`}>
                  <span className="mt-px inline-flex size-5 shrink-0">{FIRST_STREAM_ICON[firstStream]}</span>
                  <p className="text-sm leading-snug">
                    {t(`setup.steps.${step.id}`)}
                    <span className="block text-sm text-muted-foreground">{t(`setup.firstStream.${firstStream}`)}</span>
                  </p>
                </div>
              ) : (
                <Checkbox
                  className={`${TOUCH_ROW} ${WHOLE_ROW_TICKS} flex-1`}
                  label={t(`setup.steps.${step.id}`)}
                  hint={step.tickedBy === 'download' ? t('setup.ticksOnDownload') : undefined}
                  checked={progress.ticked.includes(step.id)}
                  onChange={(event) => setStep(step.id, event.target.checked)}
                />
              )}
              <SectionLink
                section={step.section}
                className={`inline-flex shrink-0 items-center rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${TOUCH_ROW}`}
                aria-label={t('setup.guideLabel', { step: t(`setup.steps.${step.id}`) })}
              >
                {t('setup.guide')}
              </SectionLink>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
