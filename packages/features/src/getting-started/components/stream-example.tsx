import { CopyButton } from '@holostream/design-system';
import { useId } from 'react';
import { SAMPLE_STREAM } from '../model/sample-stream';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

/** What the capture app shows once live (docs/product.md §3 Stream): the Stream ID and, for private streams, the PIN code. */
export function StreamExample() {
  const { t } = useTexts(gettingStartedTexts);
  const titleId = useId();
  const values = [
    { key: 'streamId', label: t('livestream.example.streamId'), copy: t('livestream.example.copyStreamId') },
    { key: 'pinCode', label: t('livestream.example.pinCode'), copy: t('livestream.example.copyPinCode') },
  ] as const;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4">
      <h3 id={titleId} className="font-semibold">
        {t('livestream.example.title')}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        {values.map(({ key, label, copy }) => (
          <div key={key} className="flex min-w-0 flex-col gap-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="flex items-center justify-between gap-2 rounded-md border bg-card py-1 ps-3 pe-1">
              <code className="font-mono text-sm break-all">{SAMPLE_STREAM[key]}</code>
              <CopyButton
                value={SAMPLE_STREAM[key]}
                label={copy}
                copiedLabel={t('livestream.example.copied')}
                errorLabel={t('livestream.example.copyError')}
                iconOnly
                variant="ghost"
              />
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t('livestream.example.caption')}</p>
    </section>
  );
}
