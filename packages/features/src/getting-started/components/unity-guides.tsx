import { CodeBlock } from '@holostream/design-system';
import { useId } from 'react';
import { INSPECTOR_FIELDS, PREFAB_SAMPLE_CODE, SAMPLE_STREAM } from '../model/sample-stream';
import { GuideSectionCard } from './guide-section';
import { SectionLink } from './section-link';
import { StepList } from './step-list';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

/** setup-unity: six steps from installing Unity to signing in to the plugin. */
export function UnitySetupGuide() {
  const { t } = useTexts(gettingStartedTexts);
  return (
    <GuideSectionCard section="setup-unity" description={t('unity.intro')}>
      <StepList
        keyPrefix="unity.steps"
        count={6}
        label={t('unity.stepsLabel')}
        components={{ anchor: <SectionLink section="unity-plugin" /> }}
      />
    </GuideSectionCard>
  );
}

/** connect-unity: five steps, one of them the PIN Code field, with the Inspector as it then looks. */
export function ConnectUnityGuide() {
  const { t } = useTexts(gettingStartedTexts);
  const captionId = useId();
  return (
    <GuideSectionCard section="connect-unity" description={t('connect.intro')}>
      <StepList keyPrefix="connect.steps" count={5} label={t('connect.stepsLabel')} />
      <figure aria-labelledby={captionId} className="overflow-hidden rounded-lg border bg-muted/40">
        <figcaption id={captionId} className="border-b bg-card px-3 py-2 text-xs text-muted-foreground">
          {t('connect.inspector.caption')}
        </figcaption>
        <div className="flex flex-col gap-2 p-3 text-xs">
          <p className="font-semibold">{t('connect.inspector.component')}</p>
          <dl className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2">
            <dt>{INSPECTOR_FIELDS.streamId}</dt>
            <dd className="truncate rounded border bg-card px-2 py-1 font-mono">{SAMPLE_STREAM.streamId}</dd>
            <dt>{INSPECTOR_FIELDS.pinCode}</dt>
            <dd className="truncate rounded border bg-card px-2 py-1 font-mono">{SAMPLE_STREAM.pinCode}</dd>
          </dl>
        </div>
      </figure>
    </GuideSectionCard>
  );
}

/** use-prefab: C# that sets the stream id and a numeric PIN code and plays, with a copy button. */
export function PrefabUsageGuide() {
  const { t } = useTexts(gettingStartedTexts);
  return (
    <GuideSectionCard section="use-prefab" description={t('prefab.intro')}>
      <CodeBlock
        code={PREFAB_SAMPLE_CODE}
        language={t('prefab.language')}
        scrollLabel={t('prefab.scrollLabel')}
        copyLabel={t('prefab.copy')}
        copiedLabel={t('prefab.copied')}
        copyErrorLabel={t('prefab.copyError')}
      />
      <p className="text-muted-foreground">{t('prefab.after')}</p>
    </GuideSectionCard>
  );
}
