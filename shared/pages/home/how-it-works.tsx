import { useEffect, useState } from 'react';
import { homeContent } from '#content/home/home.ts';
import { Steps } from '../../components/steps.tsx';
import { startStepCycle } from './how-it-works-rules.ts';
import { HomeSection } from './home-section.tsx';

const copy = homeContent.howItWorks;

/**
 * Three steps with the highlight moving every 3 s. The cycle starts after hydration (the server
 * renders step 1), pauses while the pointer or focus is inside, starts paused for visitors who
 * prefer reduced motion, and has a pause button (WCAG 2.2.2).
 */
export function HowItWorks() {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (paused || hovered) return;
    return startStepCycle(copy.steps.length, setActive, { from: active });
    // `active` is only the starting point of a new cycle, not a reason to restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, hovered]);

  return (
    <HomeSection section="how-it-works" className="home-how" copy={copy}>
      <div
        className="home-how__steps"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        <Steps steps={copy.steps} activeIndex={active} />
      </div>
      <p className="home-how__controls js-only">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? 'Resume step highlight' : 'Pause step highlight'}
        </button>
      </p>
    </HomeSection>
  );
}
