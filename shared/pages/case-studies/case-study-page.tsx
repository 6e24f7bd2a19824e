import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { caseStudies, findCaseStudy } from '#content/case-studies/case-studies.ts';
import type { CaseStudy } from '#content/schema/case-studies.ts';
import { trackConversionClick, trackEngagementClick } from '../../analytics/events.ts';
import { Icon } from '../../components/icon.tsx';
import { Image } from '../../components/image.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { CaseStudyJsonLd } from './case-study-json-ld.tsx';
import { RelatedCaseStudies } from './related-case-studies.tsx';

export const SHARE_ALERT = 'Share functionality would be implemented here';
export const DOWNLOAD_ALERT = 'Download functionality would be implemented here';

interface CaseStudyLoaderData {
  readonly slug: string;
}

/** Unknown slugs go to the list: a real redirect on the server, the same in the browser. */
export function loader({ params }: LoaderFunctionArgs): CaseStudyLoaderData {
  const study = findCaseStudy(params.slug ?? '');
  if (!study) throw redirect('/case-studies');
  return { slug: study.slug };
}

export const handle: PageHandle = {
  title: 'Case Study',
  description: 'A customer case study.',
  head: ({ params }) => {
    const study = findCaseStudy(params.slug ?? '');
    if (!study) return {};
    return {
      title: study.title,
      description: study.summary,
      type: 'article',
      image: study.imageSrc,
      // The Article is rendered by the page itself (it needs absolute URLs).
      jsonLd: [],
    };
  },
};

function ShareActions({ study }: { study: CaseStudy }) {
  // Share and download only show an alert.
  return (
    <>
      <button
        type="button"
        className="button button--secondary js-only"
        onClick={() => {
          trackEngagementClick(`Share case study: ${study.slug}`);
          window.alert(SHARE_ALERT);
        }}
      >
        <Icon name="share" />
        Share
      </button>
      <button
        type="button"
        className="button button--secondary js-only"
        onClick={() => {
          trackEngagementClick(`Download case study: ${study.slug}`);
          window.alert(DOWNLOAD_ALERT);
        }}
      >
        <Icon name="download" />
        Download
      </button>
    </>
  );
}

function CaseStudyArticle({ study }: { study: CaseStudy }) {
  return (
    <>
      <CaseStudyJsonLd study={study} />
      <div className="cs-detail__back">
        <div className="container">
          <Link to="/case-studies" className="cs-detail__back-link">
            <span aria-hidden="true">←</span> Back to Case Studies
          </Link>
        </div>
      </div>
      <div className="cs-detail-hero">
        <PageHero
          title={study.title}
          intro={study.summary}
          actions={<ShareActions study={study} />}
          aside={
            <Image
              src={study.imageSrc}
              alt={`${study.industry} case study illustration for ${study.company}`}
              width={800}
              height={450}
              priority
              className="image--rounded cs-detail__image"
            />
          }
        >
          <p className="cs-detail__meta">
            <span className="badge">{study.industry}</span>
            <span className="cs-detail__company">{study.company}</span>
          </p>
        </PageHero>
      </div>

      <section className="section cs-detail" aria-label="Case study">
        <div className="container cs-detail__layout">
          <div className="cs-detail__story">
            <h2 id="challenge">The Challenge</h2>
            <p>{study.challenge}</p>
            <h2 id="solution">Our Solution</h2>
            <p>{study.solution}</p>
            {study.testimonial ? (
              <figure className="cs-detail__quote">
                <Icon name="quote" className="cs-detail__quote-mark" size={32} />
                <blockquote>
                  <p>{study.testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{study.testimonial.author}</strong>
                  <span>
                    {study.testimonial.position}, {study.testimonial.company}
                  </span>
                </figcaption>
              </figure>
            ) : null}
          </div>
          <aside className="cs-detail__aside" aria-labelledby="key-results">
            <div className="card cs-results">
              <h2 id="key-results" className="cs-results__title">
                Key Results
              </h2>
              <dl className="cs-results__list">
                {study.results.map((result) => (
                  <div key={result.label} className="cs-results__item">
                    <dt>{result.label}</dt>
                    <dd>{result.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="cs-results__cta-text">Want results like these?</p>
              <Link
                to="/contact"
                className="button button--primary button--block"
                onClick={() => trackConversionClick(`Case study demo: ${study.slug}`)}
              >
                Schedule a Demo
              </Link>
            </div>
          </aside>
        </div>
      </section>

      <RelatedCaseStudies study={study} studies={caseStudies} />
    </>
  );
}

export function Component() {
  const { slug } = useLoaderData<CaseStudyLoaderData>();
  const study = findCaseStudy(slug);
  // The loader has redirected unknown slugs; this guards a stale client-side match.
  if (!study) return <p className="container">Loading case study...</p>;
  return <CaseStudyArticle key={study.slug} study={study} />;
}
