import { useActionData, type ActionFunctionArgs } from 'react-router-dom';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { ChatBot } from './chat-bot.tsx';
import type { ChatPostResult } from './chat-bot-post.ts';
import { CHAT_FORM_PATH } from './chat-bot-rules.ts';
import { ChatWidget } from './chat-widget.tsx';
import { FaqWidget } from './faq-widget.tsx';
import { FeatureComparison } from './feature-comparison.tsx';
import { PricingCalculator } from './pricing-calculator.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

const sections = [
  { id: 'faq', label: 'Interactive FAQ' },
  { id: 'calculator', label: 'Pricing Calculator' },
  { id: 'comparison', label: 'Feature Comparison' },
  { id: 'testimonials', label: 'Testimonial Carousel' },
  { id: 'chat', label: 'Chat Bot' },
];

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
  const chat = useActionData<ChatPostResult>();
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
        <FaqWidget />
      </Section>
      <Section
        id="calculator"
        title="Pricing Calculator"
        intro="Choose a plan, your monthly call volume and the number of agents to estimate your price."
        tone="muted"
      >
        <PricingCalculator />
      </Section>
      <Section
        id="comparison"
        title="Feature Comparison"
        intro="Compare plans feature by feature. Open or close each category and switch between views."
      >
        <FeatureComparison />
      </Section>
      <Section
        id="testimonials"
        title="Testimonial Carousel"
        intro="What customers say after switching on their AI agents."
        tone="muted"
      >
        <TestimonialCarousel />
      </Section>
      <Section
        id="chat"
        title="Chat Bot"
        intro="Ask our demo assistant about pricing, integrations, languages or setup."
      >
        <ChatBot
          idPrefix="chat-demo"
          className="chatbot--inline"
          formPath={CHAT_FORM_PATH}
          said={chat?.said}
        />
      </Section>
      <ChatWidget />
    </>
  );
}
