import { cn } from '@holostream/design-system';
import { phraseBreaks } from '../typography';
import { DemoVideo } from './demo-video';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { MeetingSection } from './meeting-section';

/** Home (/): hero, the four platform features, the partner meeting system and the demo video. */
export function HomePage() {
  return (
    <div className={cn('pb-6', phraseBreaks)}>
      <HeroSection />
      <FeaturesSection />
      <MeetingSection />
      <DemoVideo />
    </div>
  );
}
