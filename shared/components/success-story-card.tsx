import type { Story } from '#content/schema/sections.ts';

interface SuccessStoryCardProps {
  readonly story: Story;
  /** `featured` lays the story out wide, with the results beside the text. */
  readonly variant?: 'featured' | 'card';
}

/** A customer or partner success story: who, what changed, the numbers and a quote. */
export function SuccessStoryCard({ story, variant = 'card' }: SuccessStoryCardProps) {
  return (
    <article className={`card mk-story mk-story--${variant}`}>
      <div className="mk-story__body">
        <p className="mk-story__meta">
          <span className="badge">{story.kind}</span>
          <span className="mk-story__company">{story.company}</span>
        </p>
        <h3 className="mk-story__title">{story.title}</h3>
        <p className="mk-story__text">{story.text}</p>
        {story.quote ? (
          <figure className="mk-story__quote">
            <blockquote>
              <p>{story.quote.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{story.quote.name}</strong>, {story.quote.role}, {story.quote.company}
            </figcaption>
          </figure>
        ) : null}
      </div>
      <dl className="mk-story__results">
        {story.results.map((result) => (
          <div key={result.label} className="mk-story__result">
            <dt className="mk-story__label">{result.label}</dt>
            <dd className="mk-story__value">{result.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
