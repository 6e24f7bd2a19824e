import { Link } from '../routing/link.tsx';
import { site } from '#content/site.ts';

/** The logo: a voice-wave mark on the brand gradient, then the name. Links home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link to="/" className={className ? `brand ${className}` : 'brand'}>
      <span className="brand__mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            d="M4 10v4M8 7v10M12 4v16M16 8v8M20 11v2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <span className="brand__name">{site.name}</span>
    </Link>
  );
}
