import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { deferredParts } from '../../layout/deferred-part/deferred-part.tsx';
import { focusSection } from '../../layout/section-link.tsx';
import { HomeHero } from './home-hero.tsx';
import { scrollTargetOf } from './scroll-target.ts';
import { WelcomeBanner } from './welcome-banner.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

/**
 * Navigation with `{ scrollTo }` scrolls to that section, and the address shows `/#section` so
 * it can be shared (the ids make those addresses work without JavaScript too). The router's own
 * history entry is kept: only the visible URL changes, no second navigation happens.
 */
function useScrollToSection(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const target = scrollTargetOf(location.state);
    // Back and forward keep the browser's own scroll restoration.
    if (!target || navigationType === 'POP') return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const section = document.getElementById(target);
    section?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    if (section) focusSection(section);
    if (window.location.hash !== `#${target}`) {
      window.history.replaceState(window.history.state, '', `/#${target}`);
    }
  }, [location.state, navigationType]);
}

/**
 * The sections below the first screen: each its own chunk, hydrated when it comes near the
 * viewport or is pressed or focused (`deferred-part.tsx`). The server HTML holds them all. The
 * hero's demo request form is a part too, loaded when a pointer or the focus first reaches it:
 * until then it is the server's form (typing works, a press is held), and its code (the fields,
 * the lead's post) stays out of the first load.
 */
const {
  parts: {
    'home-demo-form': HomeDemoForm,
    'how-it-works': HowItWorks,
    'business-benefits': BusinessBenefits,
    'marketing-engine': MarketingEngine,
    'home-features': HomeFeatures,
    'home-faq': HomeFaq,
    'home-pricing': HomePricing,
    'home-case-studies': HomeCaseStudies,
    'home-testimonials': HomeTestimonials,
    'personal-cta': PersonalCta,
    'for-you': RecentAndRecommended,
  },
  loader,
} = deferredParts(
  {
    'home-demo-form': () => import('./home-demo-form.tsx').then((m) => m.HomeDemoForm),
    'how-it-works': () => import('./how-it-works.tsx').then((m) => m.HowItWorks),
    'business-benefits': () => import('./business-benefits.tsx').then((m) => m.BusinessBenefits),
    'marketing-engine': () => import('./marketing-engine.tsx').then((m) => m.MarketingEngine),
    'home-features': () => import('./home-features.tsx').then((m) => m.HomeFeatures),
    'home-faq': () => import('./home-faq.tsx').then((m) => m.HomeFaq),
    'home-pricing': () => import('./home-pricing.tsx').then((m) => m.HomePricing),
    'home-case-studies': () => import('./home-case-studies.tsx').then((m) => m.HomeCaseStudies),
    'home-testimonials': () => import('./home-testimonials.tsx').then((m) => m.HomeTestimonials),
    'personal-cta': () => import('./personal-cta.tsx').then((m) => m.PersonalCta),
    'for-you': () => import('./recent-and-recommended.tsx').then((m) => m.RecentAndRecommended),
  },
  ['home-demo-form'],
);

/** The server and the browser's own navigations to `/` render every section at once. */
export { loader };

export const handle: PageHandle = {
  title: 'AI Voice & Chat Agents for Growing Businesses',
  description:
    'Custom AI voice and chat agents plus an all-in-one platform: CRM, funnels, automation, scheduling, call tracking and analytics. Request a free demo.',
};

export function Component() {
  useScrollToSection();
  return (
    // Compact spacing comes from <html data-view-mode> (set before the first paint), not React.
    <div className="home">
      <WelcomeBanner />
      <HomeHero form={<HomeDemoForm />} />
      <HowItWorks />
      <BusinessBenefits />
      <MarketingEngine />
      <HomeFeatures />
      <HomeFaq />
      <HomePricing />
      <HomeCaseStudies />
      <HomeTestimonials />
      <PersonalCta />
      <RecentAndRecommended />
    </div>
  );
}
