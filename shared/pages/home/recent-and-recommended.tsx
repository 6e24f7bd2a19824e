import { Section } from '../../components/section.tsx';
import { ForYou } from './for-you.tsx';

/**
 * "Pick up where you left off": recently viewed pages and three suggestions. The home page
 * defers the whole section (its own chunk, hydrated when near the viewport): its content
 * depends on the visitor's history, which no first interaction needs.
 */
export function RecentAndRecommended() {
  return (
    <Section id="for-you" title="Pick up where you left off" className="home-personal">
      <ForYou />
    </Section>
  );
}
