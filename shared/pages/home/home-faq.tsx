import { homeContent } from '#content/home/home.ts';
import { homeFaqs } from '#content/home/faqs.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { HomeSection } from './home-section.tsx';

export function HomeFaq() {
  const copy = homeContent.faq;
  return (
    <HomeSection section="faq" className="home-faq" copy={copy}>
      <div className="home-faq__list">
        <FaqAccordion items={homeFaqs} idPrefix="home-faq" />
      </div>
    </HomeSection>
  );
}
