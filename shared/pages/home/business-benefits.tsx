import { homeContent } from '#content/home/home.ts';
import { trackContentView } from '../../analytics/events.ts';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { usePreference } from '../../personalization/personalization-provider.tsx';
import { isBusinessSectionDimmed } from '../../personalization/audience-rules.ts';
import { HomeSection } from './home-section.tsx';
import { VideoPlayer } from './video-player.tsx';

const copy = homeContent.business;

/** Benefits beside the demo video; dimmed for industries outside its focus. */
export function BusinessBenefits() {
  const dimmed = usePreference((preferences) =>
    isBusinessSectionDimmed(preferences.industryInterest),
  );
  const base = dimmed ? 'home-business home-business--dimmed' : 'home-business';
  return (
    <HomeSection section="business" className={base} copy={copy} tone="muted">
      {dimmed ? <p className="home-business__note">{copy.otherIndustryNote}</p> : null}
      <div className="home-business__layout">
        <VideoPlayer
          video={copy.video}
          onComplete={() => trackContentView(`Video completed: ${copy.video.title}`)}
        />
        <div className="home-business__benefits">
          <FeatureGrid features={copy.benefits} columns={2} />
        </div>
      </div>
    </HomeSection>
  );
}
