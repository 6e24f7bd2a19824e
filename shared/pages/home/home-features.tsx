import { homeContent } from '#content/home/home.ts';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { FeaturedNote, useSectionClass } from './home-view.tsx';

const copy = homeContent.features;

/** Three headline features and fifteen capability cards (compact mode shows titles only). */
export function HomeFeatures() {
  const className = useSectionClass('features', 'home-features');
  return (
    <Section
      id="features"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      tone="muted"
      className={className}
    >
      <FeaturedNote section="features" />
      <div className="home-features__headline">
        <FeatureGrid features={copy.headline} columns={3} />
      </div>
      <h3 className="home-features__subtitle">{copy.capabilitiesTitle}</h3>
      <div className="home-features__capabilities">
        <FeatureGrid features={copy.capabilities} columns={3} headingLevel="h4" />
      </div>
    </Section>
  );
}
