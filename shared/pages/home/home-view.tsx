import type { ReactNode } from 'react';
import { usePersonalization } from '../../personalization/personalization-provider.tsx';
import type { FeaturedSectionId } from '../../state/preferences.ts';

/** Class names of a home section: featured sections get a highlight (applied after hydration). */
export function useSectionClass(section: FeaturedSectionId, base: string): string {
  const { preferences } = usePersonalization();
  const featured = preferences.featuredSections.includes(section);
  return featured ? `${base} home-section home-section--featured` : `${base} home-section`;
}

/**
 * "Featured for you" on a highlighted section. Absolutely positioned in the section's top
 * padding so it never moves the content below it.
 */
export function FeaturedNote({ section }: { section: FeaturedSectionId }): ReactNode {
  const { preferences } = usePersonalization();
  if (!preferences.featuredSections.includes(section)) return null;
  return <p className="home-featured-note">Featured for you</p>;
}
