import { homeContent } from '#content/home/home.ts';
import { homeFaqs } from '#content/home/faqs.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { Section } from '../../components/section.tsx';
import { FeaturedNote, useSectionClass } from './home-view.tsx';

export function HomeFaq() {
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
