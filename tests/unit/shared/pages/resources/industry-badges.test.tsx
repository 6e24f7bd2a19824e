import { describe, expect, it } from 'vitest';
import { caseStudies } from '#content/case-studies/case-studies.ts';
import { successStories } from '#content/resources/success-stories.ts';
import * as caseStudiesPage from '#shared/pages/case-studies/case-studies-page.tsx';
import * as storiesPage from '#shared/pages/resources/success-stories-page.tsx';
import { renderPage } from '../render-page.tsx';

/** The first badge of the card (an <article>) that links to each case study id. */
function industriesById(html: string, ids: readonly string[]): Map<string, string> {
  const cards = html.split('<article').slice(1);
  const found = new Map<string, string>();
  for (const id of ids) {
    const card = cards.find((chunk) => chunk.includes(`href="/case-studies/${id}"`));
    const badge = card ? /class="badge">([^<]+)</.exec(card)?.[1] : undefined;
    if (badge) found.set(id, badge);
  }
  return found;
}

describe('one story, one industry', () => {
  it('every success story shows the industry of its case study', async () => {
    const ids = successStories.map((story) => story.id);
    const onStories = industriesById(await renderPage(storiesPage, '/success-stories'), ids);
    const onCaseStudies = industriesById(await renderPage(caseStudiesPage, '/case-studies'), ids);
    expect(onStories.size).toBe(successStories.length);
    for (const story of successStories) {
      const study = caseStudies.find((item) => item.id === story.id);
      expect(onStories.get(story.id), story.company).toBe(study?.industry);
      expect(onCaseStudies.get(story.id), story.company).toBe(study?.industry);
    }
  });
});
