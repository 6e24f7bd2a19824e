import type { ActionFunctionArgs } from 'react-router-dom';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { deferredParts } from '../../layout/deferred-part/deferred-part.tsx';
import type { ChatPostResult } from './chat-bot-post.ts';
import { ChatWidget } from './chat-widget.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

const sections = [
  { id: 'faq', label: 'Interactive FAQ' },
  { id: 'calculator', label: 'Pricing Calculator' },
  { id: 'comparison', label: 'Feature Comparison' },
  { id: 'testimonials', label: 'Testimonial Carousel' },
  { id: 'chat', label: 'Chat Bot' },
];

/**
 * Each demo is its own chunk, hydrated when it comes near the viewport or is pressed or focused
 * (`deferred-part.tsx`): a phone's first screen holds the hero only, and hydrating all five demos
 * at once was the longest start-up of the site. The server HTML holds them all.
 */
const {
  parts: {
    'demo-faq': FaqDemo,
    'demo-calculator': CalculatorDemo,
    'demo-comparison': ComparisonDemo,
    'demo-testimonials': TestimonialsDemo,
    'demo-chat': ChatDemo,
  },
  loader,
} = deferredParts({
  'demo-faq': () => import('./faq-widget.tsx').then((m) => m.FaqWidget),
  'demo-calculator': () => import('./pricing-calculator.tsx').then((m) => m.PricingCalculator),
  'demo-comparison': () => import('./feature-comparison.tsx').then((m) => m.FeatureComparison),
  'demo-testimonials': () =>
    import('./testimonial-carousel.tsx').then((m) => m.TestimonialCarousel),
  'demo-chat': () => import('./chat-demo.tsx').then((m) => m.ChatDemo),
});

/** The server and the browser's own navigations render every demo at once. */
export { loader };

/** The chat bot's post without JavaScript: the server answers with the conversation. */
export async function action({ request }: ActionFunctionArgs): Promise<ChatPostResult> {
  // The check loads with the first post, not with the page.
  const { parseChatPost } = await import('./chat-bot-post.ts');
  return parseChatPost(await request.formData());
}

export const handle: PageHandle = {
  title: 'Interactive Elements',
  description:
    'Try the interactive FAQ, pricing calculator, feature comparison, testimonial carousel and chat bot.',
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Interactive demos"
        title={handle.title}
        intro={handle.description}
        actions={
          <nav aria-label="On this page" className="demo-jump">
            {sections.map((section) => (
              <a key={section.id} href={`#${section.id}`} className="pill">
                {section.label}
              </a>
            ))}
          </nav>
        }
      />
      <Section
        id="faq"
        title="Interactive FAQ"
        intro="Search the questions or pick a category. One answer opens at a time."
      >
        <FaqDemo />
      </Section>
      <Section
        id="calculator"
        title="Pricing Calculator"
        intro="Choose a plan, your monthly call volume and the number of agents to estimate your price."
        tone="muted"
      >
        <CalculatorDemo />
      </Section>
      <Section
        id="comparison"
        title="Feature Comparison"
        intro="Compare plans feature by feature. Open or close each category and switch between views."
      >
        <ComparisonDemo />
      </Section>
      <Section
        id="testimonials"
        title="Testimonial Carousel"
        intro="What customers say after switching on their AI agents."
        tone="muted"
      >
        <TestimonialsDemo />
      </Section>
      <Section
        id="chat"
        title="Chat Bot"
        intro="Ask our demo assistant about pricing, integrations, languages or setup."
      >
        <ChatDemo />
      </Section>
      <ChatWidget />
    </>
  );
}
