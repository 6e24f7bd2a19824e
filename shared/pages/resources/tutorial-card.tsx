import { Link } from '../../routing/link.tsx';
import type { Tutorial } from '#content/schema/resources.ts';
import { Icon } from '../../components/icon.tsx';
import { Image } from '../../components/image.tsx';
import { optionLabel, resourceCardClass } from './resource-labels.ts';

interface TutorialCardProps {
  readonly tutorial: Tutorial;
  /** Featured cards also list the steps. */
  readonly featured?: boolean;
  readonly anchorId?: string;
}

/** One tutorial; its link opens the page of this site that documents the same task. */
export function TutorialCard({ tutorial, featured = false, anchorId }: TutorialCardProps) {
  const classes = resourceCardClass(featured);
  return (
    <article id={anchorId} className={classes}>
      <Image
        src={tutorial.thumbnailUrl}
        alt=""
        width={800}
        height={450}
        className="rs-card__media"
      />
      <div className="rs-card__body">
        <p className="rs-card__badges">
          <span className={`badge rs-level rs-level--${tutorial.level}`}>
            {optionLabel(tutorial.level)}
          </span>
          <span className="badge rs-badge--neutral">{optionLabel(tutorial.category)}</span>
        </p>
        <h3 className="card__title">{tutorial.title}</h3>
        <ul className="rs-meta">
          <li>
            <Icon name="clock" size={16} />
            {tutorial.duration}
          </li>
          <li>
            <Icon name="list-checks" size={16} />
            {tutorial.steps.length} steps
          </li>
        </ul>
        <p className="card__text">{tutorial.description}</p>
        {featured ? (
          <ol className="rs-steps">
            {tutorial.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : null}
        <p className="rs-card__actions">
          <Link
            to={tutorial.guideUrl}
            className="button button--primary button--small"
            aria-label={`Start Tutorial: ${tutorial.title}`}
          >
            Start Tutorial
          </Link>
        </p>
      </div>
    </article>
  );
}
