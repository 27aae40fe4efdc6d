import { Button } from '@holostream/design-system';
import { Download as DownloadIcon } from 'lucide-react';
import { GuideSectionCard } from './guide-section';
import { downloadButtonId, type Download } from './use-download';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

export interface DownloadCardProps {
  /** The section the card is: the Unity plugin or the Quest viewer app. */
  section: 'unity-plugin' | 'oculus-app';
  /** The download it starts (from `useDownload`); its error shows above the guide, not here. */
  download: Download;
}

/** A download section: what the file is, a button that fetches the link, and a note once the download began. */
export function DownloadCard({ section, download }: DownloadCardProps) {
  const { t } = useTexts(gettingStartedTexts);
  const { item } = download;
  return (
    <GuideSectionCard section={section} description={t(`downloads.${item}.description`)}>
      <p className="text-muted-foreground">{t(`downloads.${item}.file`)}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          id={downloadButtonId(item)}
          type="button"
          className="w-full sm:w-auto"
          loading={download.busy}
          loadingLabel={t('downloads.busy')}
          onClick={() => download.start()}
        >
          <DownloadIcon aria-hidden />
          {t(`downloads.${item}.action`)}
        </Button>
        {/* Always in the page, so the message is announced when it appears. */}
        <p role="status" className="text-sm text-status-green">
          {download.started ? t('downloads.started') : null}
        </p>
      </div>
    </GuideSectionCard>
  );
}
