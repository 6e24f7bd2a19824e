import type { Tutorial } from '#content/schema/resources.ts';
import type { ResourceCardData } from './resource-card.tsx';
import { optionLabel } from './resource-labels.ts';

/** A tutorial as a resource card; its link opens the page of this site that documents the task. */
export function tutorialCard(tutorial: Tutorial): ResourceCardData {
  return {
    title: tutorial.title,
    description: tutorial.description,
    thumbnailUrl: tutorial.thumbnailUrl,
    badges: [
      { label: optionLabel(tutorial.level), className: `rs-level rs-level--${tutorial.level}` },
      { label: optionLabel(tutorial.category), className: 'rs-badge--neutral' },
    ],
    meta: [
      { icon: 'clock', text: tutorial.duration },
      { icon: 'list-checks', text: <>{tutorial.steps.length} steps</> },
    ],
    // Featured cards also list the steps.
    details: { items: tutorial.steps, ordered: true },
    action: { label: 'Start Tutorial', to: tutorial.guideUrl },
  };
}
