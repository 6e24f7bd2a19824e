import { Link } from '../../routing/link.tsx';
import { findCaseStudy } from '#content/case-studies/case-studies.ts';
import type { SuccessStory } from '#content/schema/resources.ts';
import { trackContentClick } from '../../analytics/events.ts';
import { Image } from '../../components/image.tsx';
import { optionLabel } from './resource-labels.ts';

interface StoryCardProps {
  readonly story: SuccessStory;
  /** Featured cards also show the customer's quote. */
  readonly featured?: boolean;
}

/**
 * The industry a story shows: its case study's, so one company has one industry on every page.
 * The story's own `industry` is the value the page's filter matches (a coarser list).
 */
function storyIndustry(story: SuccessStory): string {
  return findCaseStudy(story.id)?.industry ?? optionLabel(story.industry);
}

/** One success story, linking to its full case study. */
export function StoryCard({ story, featured = false }: StoryCardProps) {
  return (
    <article className={featured ? 'card story-card story-card--featured' : 'card story-card'}>
      <header className="story-card__head">
        <Image src={story.logoUrl} alt="" width={56} height={56} className="story-card__logo" />
        <div>
          <p className="story-card__company">{story.company}</p>
          <span className="badge">{storyIndustry(story)}</span>
        </div>
      </header>
      <h3 className="card__title">{story.title}</h3>
      <dl className="story-card__facts">
        <dt>Challenge</dt>
        <dd>{story.challenge}</dd>
        <dt>Solution</dt>
        <dd>{story.solution}</dd>
      </dl>
      <dl className="story-card__results">
        {story.results.map((result) => (
          <div key={result.label} className="story-card__result">
            <dt>{result.label}</dt>
            <dd>{result.value}</dd>
          </div>
        ))}
      </dl>
      {featured ? (
        <figure className="story-card__quote">
          <blockquote>
            <p>{story.testimonial}</p>
          </blockquote>
          <figcaption>
            <strong>{story.author}</strong>, {story.role}
          </figcaption>
        </figure>
      ) : null}
      <Link
        to={`/case-studies/${story.id}`}
        className="card__link story-card__link"
        aria-label={`Read the full story of ${story.company}`}
        onClick={() => trackContentClick(`Success story: ${story.company}`)}
      >
        Read the full story
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}
