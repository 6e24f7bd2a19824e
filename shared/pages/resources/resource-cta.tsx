import type { Cta } from '#content/schema/sections.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { CtaBanner } from '../../components/cta-banner.tsx';
import type { RouteId } from '../../routing/route-manifest.ts';

type ResourcePage = Extract<
  RouteId,
  'case-studies' | 'solution-guides' | 'success-stories' | 'tutorials' | 'webinars'
>;

interface ClosingCta {
  readonly id: string;
  /** Conversion label logged when the primary button is clicked; none when absent. */
  readonly track?: string;
  readonly cta: Cta;
}

const closingCtas: Record<ResourcePage, ClosingCta> = {
  'case-studies': {
    id: 'case-studies-cta',
    track: 'Case studies: Schedule a Demo',
    cta: {
      title: 'See What AI Agents Can Do for You',
      text: 'Get a free custom AI voice agent demo built around your business and hear it call you.',
      primary: { label: 'Schedule a Demo', href: '/contact' },
      secondary: { label: 'Read Success Stories', href: '/success-stories' },
    },
  },
  'solution-guides': {
    id: 'guides-cta',
    track: 'Solution guides: Implementation',
    cta: {
      title: 'Want Help Putting a Guide into Practice?',
      text: 'Our implementation team plans, builds and launches your AI agents with you, from discovery to optimisation.',
      primary: { label: 'Explore Implementation', href: '/implementation' },
      secondary: { label: 'Talk to an Expert', href: '/contact' },
    },
  },
  'success-stories': {
    id: 'success-stories-cta',
    track: 'Success stories: Schedule a Demo',
    cta: {
      title: 'Ready to Write Your Own Success Story?',
      text: 'See what an AI voice agent can do for your business with a free, personalized demo, or take the product tour first.',
      primary: { label: 'Schedule a Demo', href: '/contact' },
      secondary: { label: 'Take the Product Tour', href: '/product-tour' },
    },
  },
  tutorials: {
    id: 'training-cta',
    track: 'Tutorials: Personalized training',
    cta: {
      title: 'Need Personalized Training?',
      text: 'Our implementation team runs hands-on sessions tailored to your agents, scripts and integrations.',
      primary: { label: 'Explore Implementation Services', href: '/implementation' },
      secondary: { label: 'Contact Our Team', href: '/contact' },
    },
  },
  webinars: {
    id: 'webinars-cta',
    cta: {
      title: 'Want a Session for Your Team?',
      text: 'We run private walkthroughs for teams and co-host webinars with our partners. Tell us what you need.',
      primary: { label: 'Contact Us', href: '/contact' },
      secondary: { label: 'Become a Partner', href: '/partners' },
    },
  },
};

/** The closing call to action of a resource page, from the copy above. */
export function ResourceCta({ page }: { readonly page: ResourcePage }) {
  const { id, track, cta } = closingCtas[page];
  return (
    <CtaBanner
      id={id}
      cta={cta}
      onPrimaryClick={track ? () => trackConversionClick(track) : undefined}
    />
  );
}
