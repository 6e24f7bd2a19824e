import { platformBlocks } from '#content/sections/platform-blocks.ts';
import { Section } from './section.tsx';
import { StatsBand } from './stats-band.tsx';

interface PlatformStatsProps {
  /** Section id, unique on the page (anchor and heading id). */
  readonly id?: string;
  readonly tone?: 'plain' | 'muted' | 'brand';
}

/** Site-wide block: the platform's headline figures (businesses, messages, leads, conversations). */
export function PlatformStats({ id = 'platform-stats', tone = 'brand' }: PlatformStatsProps) {
  const { title, intro, stats } = platformBlocks.platformStats;
  return (
    <Section id={id} title={title} intro={intro} tone={tone} className="platform-stats">
      <StatsBand stats={stats} />
    </Section>
  );
}
