import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { homeContent } from '#content/home/home.ts';
import { homeFaqs } from '#content/home/faqs.ts';
import { testimonials } from '#content/home/testimonials.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { Section } from '../../components/section.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import { PricingPlans } from '../pricing/pricing-plans.tsx';
import { BusinessBenefits } from './business-benefits.tsx';
import { HomeCaseStudies } from './home-case-studies.tsx';
import { HomeFeatures } from './home-features.tsx';
import { HomeHero } from './home-hero.tsx';
import { FeaturedNote, useSectionClass } from './home-view.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { MarketingEngine } from './marketing-engine.tsx';
import { PersonalCta } from './personal-cta.tsx';
import { RecentAndRecommended } from './recent-and-recommended.tsx';
import { focusSection } from '../../layout/section-link.tsx';
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

function HomeFaq() {
  const className = useSectionClass('faq', 'home-faq');
  const copy = homeContent.faq;
  return (
    <Section
      id="faq"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      className={className}
    >
      <FeaturedNote section="faq" />
      <div className="home-faq__list">
        <FaqAccordion items={homeFaqs} idPrefix="home-faq" />
      </div>
    </Section>
  );
}

function HomePricing() {
  const className = useSectionClass('pricing', 'home-pricing');
  const copy = homeContent.pricing;
  return (
    <Section
      id="pricing"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      tone="muted"
      className={className}
    >
      <FeaturedNote section="pricing" />
      <PricingPlans sectionId="pricing" />
    </Section>
  );
}

export const handle: PageHandle = {
  title: 'AI Voice & Chat Agents for Growing Businesses',
  description:
    'Custom AI voice and chat agents plus an all-in-one platform: CRM, funnels, automation, scheduling, call tracking and analytics. Request a free demo.',
};

export function Component() {
  useScrollToSection();
  const copy = homeContent.testimonials;
  return (
    // Compact spacing comes from <html data-view-mode> (set before the first paint), not React.
    <div className="home">
      <WelcomeBanner />
      <HomeHero />
      <HowItWorks />
      <BusinessBenefits />
      <MarketingEngine />
      <HomeFeatures />
      <HomeFaq />
      <HomePricing />
      <HomeCaseStudies />
      <Section
        id="testimonials"
        title={copy.title}
        intro={copy.intro}
        tone="muted"
        className="home-testimonials"
      >
        <Testimonials items={testimonials} />
      </Section>
      <PersonalCta />
      <RecentAndRecommended />
    </div>
  );
}
