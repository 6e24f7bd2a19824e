import type { ReactNode } from 'react';
import { homeHero } from '#content/home/hero.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { SectionLink } from '../../layout/section-link.tsx';
import { DEMO_FIRST_FIELD_ID, FeaturedNote, goToDemoForm, useSectionClass } from './home-view.tsx';

const copy = homeHero;

/**
 * The page's h1 and the free demo request form. The hero shows once it is parsed to its end
 * marker (home.css): on a slow phone the parser otherwise yields mid-form, the page paints half
 * a card, and the hero's centred columns jump as the fields arrive (a layout shift of 0.03-0.07
 * measured at an 8x CPU slowdown). `<link rel="expect" blocking="render">` would do the same in
 * <head>, but the W3C checker does not accept it yet. `form` is the demo request form (a part of
 * the page that loads when first used: home-page.tsx).
 */
export function HomeHero({ form }: { form: ReactNode }) {
  const className = useSectionClass('hero', 'home-hero');
  return (
    <div id="demo" className={className}>
      <FeaturedNote section="hero" />
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        actions={
          <>
            <a
              className="button button--primary button--large"
              href={`#${DEMO_FIRST_FIELD_ID}`}
              onClick={goToDemoForm}
            >
              Get my free demo
            </a>
            <SectionLink section="how-it-works" className="button button--secondary button--large">
              See how it works
            </SectionLink>
          </>
        }
        aside={
          <div className="card home-hero__form">
            <h2 className="home-hero__form-title">{copy.formTitle}</h2>
            <p className="home-hero__form-intro">{copy.formIntro}</p>
            {form}
          </div>
        }
      >
        <ul className="check-list home-hero__points">
          {copy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </PageHero>
      <span className="home-hero__parsed" hidden />
    </div>
  );
}
