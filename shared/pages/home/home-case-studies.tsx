import { Link } from '../../routing/link.tsx';
import { caseStudies } from '#content/case-studies/case-studies.ts';
import { homeContent } from '#content/home/home.ts';
import { trackContentClick } from '../../analytics/events.ts';
import { Image } from '../../components/image.tsx';
import { Section } from '../../components/section.tsx';
import { usePreference } from '../../personalization/personalization-provider.tsx';
import { homeCaseStudies, isCaseStudySectionVisible } from './personalized-home.ts';

const copy = homeContent.caseStudies;

/** Three compact case studies, the visitor's industry first. Clicks log a content click. */
export function HomeCaseStudies() {
  const industryInterest = usePreference((preferences) => preferences.industryInterest);
  const viewMode = usePreference((preferences) => preferences.viewMode);
  const studies = homeCaseStudies(caseStudies, industryInterest);
  if (!isCaseStudySectionVisible(viewMode, studies.length)) return null;
  return (
    <Section
      id="case-studies"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      className="home-cases"
    >
      {studies.length === 0 ? (
        <p className="home-cases__empty">{copy.emptyText}</p>
      ) : (
        <ul className="grid grid--3 home-cases__list">
          {studies.map((study) => {
            const result = study.results[0];
            return (
              <li key={study.slug} className="card card--interactive home-cases__card">
                <Image
                  className="home-cases__image"
                  src={study.imageSrc}
                  alt=""
                  width={640}
                  height={360}
                />
                <span className="badge">{study.industry}</span>
                <h3 className="card__title">{study.title}</h3>
                {result ? (
                  <p className="home-cases__result">
                    <strong>{result.value}</strong> {result.label}
                  </p>
                ) : null}
                <Link
                  className="card__link card__link--stretched"
                  to={`/case-studies/${study.slug}`}
                  onClick={() => trackContentClick(`Case study: ${study.title}`)}
                >
                  Read the case study<span className="visually-hidden"> about {study.company}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <p className="home-cases__all">
        <Link className="button button--secondary" to="/case-studies">
          View all case studies
        </Link>
      </p>
    </Section>
  );
}
