import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { goToSection } from '../model/go-to-section';
import { isGuideSection } from '../model/sections';
import { DownloadCard } from './download-card';
import { DownloadErrors } from './download-errors';
import { HeadsetViewerGuide } from './headset-viewer-guide';
import { IosAppCard } from './ios-app-card';
import { LivestreamGuide } from './livestream-guide';
import { RequirementsCard } from './requirements-card';
import { SetupChecklist } from './setup-checklist';
import { TableOfContents } from './table-of-contents';
import { ConnectUnityGuide, PrefabUsageGuide, UnitySetupGuide } from './unity-guides';
import { useDownload } from './use-download';
import { useSetupProgress } from './use-setup-progress';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

export interface GettingStartedTabProps {
  /** The iOS app's beta-testing link (a build setting of the site); TestFlight's public beta by default. */
  iosBetaUrl?: string;
}

/**
 * The getting-started tab of /account (docs/product.md §2, §9): the setup checklist, a table of contents, the downloads (Unity
 * plugin, iOS beta, Quest app; their errors above the guide), the requirements, and the guides to
 * stream, set up and connect Unity, use the prefab and watch on a headset.
 */
export function GettingStartedTab({ iosBetaUrl }: GettingStartedTabProps) {
  const { t } = useTexts(gettingStartedTexts);
  const setup = useSetupProgress();
  const plugin = useDownload('plugin', () => setup.setStep('plugin', true));
  const questApp = useDownload('oculusApp', () => setup.setStep('headsetApp', true));
  const { hash } = useLocation();

  // The tab loads after the browser looked for the anchor: a link to /account?tab=…#setup-unity lands here.
  // Deferred, because a same-page fragment navigation clears focus after the router has seen it.
  useEffect(() => {
    const section = decodeURIComponent(hash.slice(1));
    if (!isGuideSection(section)) return;
    const timer = setTimeout(() => goToSection(section, { smooth: false }));
    return () => clearTimeout(timer);
  }, [hash]);

  return (
    <div className="flex flex-col gap-6">
      <DownloadErrors downloads={[plugin, questApp]} />
      <p className="max-w-prose text-muted-foreground">{t('intro')}</p>
      <SetupChecklist {...setup} />
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
        <TableOfContents className="lg:sticky lg:top-20" />
        <div className="flex min-w-0 flex-col gap-6">
          <RequirementsCard />
          <DownloadCard section="unity-plugin" download={plugin} />
          <IosAppCard betaUrl={iosBetaUrl} />
          <DownloadCard section="oculus-app" download={questApp} />
          <LivestreamGuide />
          <UnitySetupGuide />
          <ConnectUnityGuide />
          <PrefabUsageGuide />
          <HeadsetViewerGuide />
        </div>
      </div>
    </div>
  );
}
