import { useFeatureResources } from '@holostream/features/shared';
import { cn } from '@holostream/design-system';
import { phraseBreaks } from '../typography';
import { DemoVideo } from './demo-video';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { MeetingSection } from './meeting-section';
import { homeResources } from './resources';

/** Home (/): hero, the four platform features, the partner meeting system and the demo video. */
export function HomePage() {
  // This page's words come with its chunk, not with every load of the app.
  useFeatureResources(homeResources);
  return (
    <div className={cn('pb-6', phraseBreaks)}>
      <HeroSection />
      <FeaturesSection />
      <MeetingSection />
      <DemoVideo />
    </div>
  );
}
