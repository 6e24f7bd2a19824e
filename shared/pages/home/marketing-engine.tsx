import { homeContent } from '#content/home/home.ts';
import { marketingStats } from '#content/home/marketing-stats.ts';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { StatsBand } from '../../components/stats-band.tsx';
import { HomeSection } from './home-section.tsx';

const copy = homeContent.marketing;

/** The platform around the agents, with the home page's own figures (2M+, 1.37B, 194M, 19M). */
export function MarketingEngine() {
  return (
    <HomeSection section="marketing" className="home-marketing" copy={copy}>
      <div className="home-marketing__stats">
        <StatsBand stats={marketingStats} />
      </div>
      <FeatureGrid features={copy.pillars} columns={4} />
    </HomeSection>
  );
}
