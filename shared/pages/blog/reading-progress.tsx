import { useEffect, useState } from 'react';

/** Share of the element scrolled past, 0 to 1 (1 once its end is in view). */
function readProgress(element: HTMLElement): number {
  const rect = element.getBoundingClientRect();
  const scrollable = rect.height - window.innerHeight;
  if (scrollable <= 0) return rect.bottom <= window.innerHeight ? 1 : 0;
  return Math.min(1, Math.max(0, -rect.top / scrollable));
}

/** A thin bar under the header showing how far the reader is through the article. */
export function ReadingProgress({ targetId }: { targetId: string }) {
  // The server and the first render show an empty bar; the scroll position is browser-only.
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const element = document.getElementById(targetId);
    if (!element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setProgress(readProgress(element)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [targetId]);

  const percent = Math.round(progress * 100);
  return (
    <div
      className="blog-progress"
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="blog-progress__bar" style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
