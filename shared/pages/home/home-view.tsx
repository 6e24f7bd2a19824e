import type { MouseEvent, ReactNode } from 'react';
import { usePreference } from '../../personalization/personalization-provider.tsx';
import type { FeaturedSectionId } from '#content/personalization/preference-options.ts';

/** Class names of a home section: featured sections get a highlight (applied after hydration). */
export function useSectionClass(section: FeaturedSectionId, base: string): string {
  const featured = usePreference((preferences) => preferences.featuredSections.includes(section));
  return featured ? `${base} home-section home-section--featured` : `${base} home-section`;
}

/**
 * "Featured for you" on a highlighted section. Absolutely positioned in the section's top
 * padding so it never moves the content below it.
 */
export function FeaturedNote({ section }: { section: FeaturedSectionId }): ReactNode {
  const featured = usePreference((preferences) => preferences.featuredSections.includes(section));
  if (!featured) return null;
  return <p className="badge badge--solid home-featured-note">Featured for you</p>;
}

export const DEMO_FIRST_FIELD_ID = 'home-demo-name';

/**
 * "Request a demo" links point at the form's first field (`#home-demo-name`, which works
 * without JavaScript); with it, the field is also focused so the visitor can type at once.
 */
export function goToDemoForm(event: MouseEvent<HTMLAnchorElement>): void {
  const field = document.getElementById(DEMO_FIRST_FIELD_ID);
  if (!field) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  field.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  field.focus({ preventScroll: true });
}
