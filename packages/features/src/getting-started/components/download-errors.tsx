import { Alert, Button } from '@holostream/design-system';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../model/go-to-section';
import type { Download } from './use-download';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

export interface DownloadErrorsProps {
  /** The downloads of the tab; each failed one shows its error here, above the guide (docs/product.md §8). */
  downloads: readonly Download[];
}

/**
 * The download errors, at the top of the tab: 'Failed to download plugin' or 'Failed to download the
 * VR app' with the error's message, a retry and a dismiss. A new error is scrolled into view, since
 * the button that failed may be far down the page.
 */
export function DownloadErrors({ downloads }: DownloadErrorsProps) {
  const { t } = useTexts(gettingStartedTexts);
  const ref = useRef<HTMLDivElement>(null);
  const failed = downloads.filter((download) => download.failure);
  const latest = failed.map((download) => `${download.item}:${download.failure?.attempt}`).join(',');

  useEffect(() => {
    if (latest === '') return;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [latest]);

  if (failed.length === 0) return null;
  return (
    <div ref={ref} className="flex scroll-mt-20 flex-col gap-3">
      {failed.map((download) => (
        <Alert
          key={download.item}
          variant="error"
          title={t(`downloads.${download.item}.error`)}
          action={
            <>
              <Button
                type="button"
                size="sm"
                variant="outline"
                loading={download.busy}
                loadingLabel={t('downloads.busy')}
                onClick={() => download.start({ focusButtonOnSuccess: true })}
              >
                {t('downloads.retry')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={download.dismiss}>
                {t('downloads.dismiss')}
              </Button>
            </>
          }
        >
          {download.failure?.detail}
        </Alert>
      ))}
    </div>
  );
}
