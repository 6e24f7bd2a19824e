import { Link } from '../routing/link.tsx';
import { site } from '#content/site.ts';

/**
 * The logo: a voice-wave mark on the brand gradient, then the name. Links home. In the header
 * the name is its own element, which a very narrow header hides (the mark stays); the footer's
 * is plain text.
 */
export function BrandLink({ place }: { place: 'header' | 'footer' }) {
  return (
    <Link to="/" className={place === 'footer' ? 'brand brand--footer' : 'brand'}>
      {/* The <svg> is the tile (its CSS background); the wave's 24 units span 1.25rem of 2.1rem. */}
      <svg
        className="brand__mark"
        viewBox="-8.16 -8.16 40.32 40.32"
        width="34"
        height="34"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M4 10v4M8 7v10M12 4v16M16 8v8M20 11v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      {place === 'header' ? <span className="brand__name">{site.name}</span> : site.name}
    </Link>
  );
}
