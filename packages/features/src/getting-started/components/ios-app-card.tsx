import { Button } from '@holostream/design-system';
import { ExternalLink } from 'lucide-react';
import { IOS_BETA_URL } from '../model/links';
import { GuideSectionCard } from './guide-section';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

/** The iOS capture app section: a link to the beta-testing program (TestFlight), opened in a new tab. */
export function IosAppCard({ betaUrl = IOS_BETA_URL }: { betaUrl?: string }) {
  const { t } = useTexts(gettingStartedTexts);
  return (
    <GuideSectionCard section="ios-app" description={t('ios.description')}>
      <p className="text-muted-foreground">{t('ios.file')}</p>
      <Button asChild variant="outline" className="w-full sm:w-auto sm:self-start">
        <a href={betaUrl} target="_blank" rel="noopener noreferrer">
          {t('ios.action')}
          <ExternalLink aria-hidden />
          <span className="sr-only">{t('ios.newTab')}</span>
        </a>
      </Button>
    </GuideSectionCard>
  );
}
