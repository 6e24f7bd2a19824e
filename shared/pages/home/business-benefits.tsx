import { homeContent } from '#content/home/home.ts';
import { trackContentView } from '../../analytics/events.ts';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { usePreference } from '../../personalization/personalization-provider.tsx';
import { isBusinessSectionDimmed } from '../../personalization/audience-rules.ts';
import { FeaturedNote, useSectionClass } from './home-view.tsx';
import { VideoPlayer } from './video-player.tsx';

const copy = homeContent.business;

/** Benefits beside the demo video; dimmed for industries outside its focus. */
export function BusinessBenefits() {
  const dimmed = usePreference((preferences) =>
    isBusinessSectionDimmed(preferences.industryInterest),
  );
  const base = dimmed ? 'home-business home-business--dimmed' : 'home-business';
  const className = useSectionClass('business', base);
  return (
    <Section
      id="business"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      tone="muted"
      className={className}
    >
      <FeaturedNote section="business" />
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
    </Section>
  );
}
