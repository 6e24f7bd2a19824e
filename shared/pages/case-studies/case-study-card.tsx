import { Link } from '../../routing/link.tsx';
import type { CaseStudy } from '#content/schema/case-studies.ts';
import { trackContentClick } from '../../analytics/events.ts';
import { Image } from '../../components/image.tsx';

/** 'Increase in sales' -> 'increase in sales', keeping acronyms such as 'AI' intact. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

interface CaseStudyCardProps {
  readonly study: CaseStudy;
  /** h3 under a section's h2 (default); h2 where the list sits directly under the h1. */
  readonly headingLevel?: 'h2' | 'h3';
}

/** A case study in a list: image, industry, title, summary, headline result, one link. */
export function CaseStudyCard({ study, headingLevel: Heading = 'h3' }: CaseStudyCardProps) {
  const headline = study.results[0];
  return (
    <article className="card card--interactive cs-card">
      <Image src={study.imageSrc} alt="" width={800} height={450} className="cs-card__media" />
      <div className="cs-card__body">
        <p className="cs-card__meta">
          <span className="badge">{study.industry}</span>
          <span className="cs-card__company">{study.company}</span>
        </p>
        <Heading className="card__title">{study.title}</Heading>
        <p className="card__text">{study.summary}</p>
        {headline ? (
          <p className="cs-card__headline">
            <strong>{headline.value}</strong> {lowerFirst(headline.label)}
          </p>
        ) : null}
        <Link
          to={`/case-studies/${study.slug}`}
          className="card__link card__link--stretched"
          aria-label={`Read Case Study: ${study.title}`}
          onClick={() => trackContentClick(`Case study: ${study.title}`)}
        >
          Read Case Study
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
