import { Link } from '../../routing/link.tsx';
import type { LearningPath, Tutorial } from '#content/schema/resources.ts';
import { Icon } from '../../components/icon.tsx';
import { optionLabel } from './resource-labels.ts';

interface LearningPathCardProps {
  readonly path: LearningPath;
  readonly tutorials: readonly Tutorial[];
}

/** Total minutes of tutorials whose durations read '12 min'. */
export function totalMinutes(items: readonly Pick<Tutorial, 'duration'>[]): number {
  return items.reduce((sum, item) => sum + Number.parseInt(item.duration, 10), 0);
}

/** A learning path: its tutorials in order, with the total time, starting at the first one. */
export function LearningPathCard({ path, tutorials }: LearningPathCardProps) {
  const steps = path.tutorialIds
    .map((id) => tutorials.find((tutorial) => tutorial.id === id))
    .filter((tutorial): tutorial is Tutorial => tutorial !== undefined);
  const first = steps[0];
  return (
    <article className="card rs-path">
      <p className="rs-card__badges">
        <span className={`badge rs-level rs-level--${path.level}`}>{optionLabel(path.level)}</span>
        <span className="rs-path__total">
          <Icon name="clock" size={16} />
          {steps.length} tutorials · {totalMinutes(steps)} min
        </span>
      </p>
      <h3 className="card__title">{path.title}</h3>
      <p className="card__text">{path.description}</p>
      <ol className="rs-path__steps">
        {steps.map((tutorial) => (
          <li key={tutorial.id}>
            <span className="rs-path__name">{tutorial.title}</span>
            <span className="rs-path__duration">{tutorial.duration}</span>
          </li>
        ))}
      </ol>
      {first ? (
        <p className="rs-card__actions">
          <Link
            to={first.guideUrl}
            className="button button--primary button--small"
            aria-label={`Start the Path: ${path.title}`}
          >
            Start the Path
          </Link>
        </p>
      ) : null}
    </article>
  );
}
