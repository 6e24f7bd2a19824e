import { homeContent } from '#content/home/home.ts';
import { marketingStats } from '#content/home/marketing-stats.ts';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { StatsBand } from '../../components/stats-band.tsx';
import { FeaturedNote, useSectionClass } from './home-view.tsx';

const copy = homeContent.marketing;

/** The platform around the agents, with the home page's own figures (2M+, 1.37B, 194M, 19M). */
export function MarketingEngine() {
  const className = useSectionClass('marketing', 'home-marketing');
  return (
    <Section
      id="marketing"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      className={className}
    >
      <FeaturedNote section="marketing" />
      <div className="home-marketing__stats">
        <StatsBand stats={marketingStats} />
      </div>
      <FeatureGrid features={copy.pillars} columns={4} />
    </Section>
  );
}
