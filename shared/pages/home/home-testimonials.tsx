import { homeContent } from '#content/home/home.ts';
import { testimonials } from '#content/home/testimonials.ts';
import { Section } from '../../components/section.tsx';
import { Testimonials } from '../../components/testimonials.tsx';

export function HomeTestimonials() {
  const copy = homeContent.testimonials;
  return (
    <Section
      id="testimonials"
      title={copy.title}
      intro={copy.intro}
      tone="muted"
      className="home-testimonials"
    >
      <Testimonials items={testimonials} />
    </Section>
  );
}
