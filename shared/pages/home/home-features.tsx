import { homeContent } from '#content/home/home.ts';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { HomeSection } from './home-section.tsx';

const copy = homeContent.features;

/** Three headline features and fifteen capability cards (compact mode shows titles only). */
export function HomeFeatures() {
  return (
    <HomeSection section="features" className="home-features" copy={copy} tone="muted">
      <div className="home-features__headline">
        <FeatureGrid features={copy.headline} columns={3} />
      </div>
      <h3 className="home-features__subtitle">{copy.capabilitiesTitle}</h3>
      <div className="home-features__capabilities">
        <FeatureGrid features={copy.capabilities} columns={3} headingLevel="h4" />
      </div>
    </HomeSection>
  );
}
