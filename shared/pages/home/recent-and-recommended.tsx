import { lazy, Suspense } from 'react';
import { Section } from '../../components/section.tsx';
import { whenIdle } from '#client/idle.ts';

const load = async () => ({ default: (await import('./for-you.tsx')).ForYou });
/**
 * The section's content depends on the visitor's history, which no first interaction needs: in
 * the browser its code loads at idle time. Until then its server HTML stays as it is (React
 * hydrates a boundary whose code is still loading later), so nothing changes on screen.
 */
const ForYou = lazy(() => (typeof window === 'undefined' ? load() : whenIdle().then(load)));

/** "Pick up where you left off": recently viewed pages and three suggestions. */
export function RecentAndRecommended() {
  return (
    <Section id="for-you" title="Pick up where you left off" className="home-personal">
      <Suspense fallback={null}>
        <ForYou />
      </Suspense>
    </Section>
  );
}
