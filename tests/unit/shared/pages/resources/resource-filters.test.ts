import { describe, expect, it } from 'vitest';
import {
  ALL,
  featuredOnly,
  filterCaseStudies,
  filterGuides,
  filterSuccessStories,
  filterTutorials,
  filterWebinars,
  matchesSelection,
  matchesText,
  relatedCaseStudies,
} from '#shared/pages/resources/resource-filters.ts';

describe('matchesText', () => {
  it('matches a case-insensitive substring of any field', () => {
    expect(matchesText('VOICE', ['AI voice agents'])).toBe(true);
    expect(matchesText('agen', ['nothing', 'AI Agents'])).toBe(true);
    expect(matchesText('chat', ['AI voice agents'])).toBe(false);
  });

  it('matches everything when the query is empty or blank', () => {
    expect(matchesText('', ['x'])).toBe(true);
    expect(matchesText('   ', ['x'])).toBe(true);
  });

  it('ignores surrounding spaces but keeps inner ones', () => {
    expect(matchesText('  voice agents ', ['AI voice agents'])).toBe(true);
    expect(matchesText('voice  agents', ['AI voice agents'])).toBe(false);
  });
});

describe('matchesSelection', () => {
  it('passes everything when nothing or "all" is selected', () => {
    expect(matchesSelection('sales', '')).toBe(true);
    expect(matchesSelection('sales', ALL)).toBe(true);
  });

  it('otherwise requires equality', () => {
    expect(matchesSelection('sales', 'sales')).toBe(true);
    expect(matchesSelection('sales', 'marketing')).toBe(false);
    expect(matchesSelection('sales', 'Sales')).toBe(false);
  });
});

const stories = [
  {
    id: 'a',
    title: 'Tripling showings',
    company: 'Premier Realty',
    challenge: 'Slow call backs',
    solution: 'Voice agent calls each lead',
    industry: 'real-estate',
  },
  {
    id: 'b',
    title: 'Fewer no-shows',
    company: 'Coastal Health',
    challenge: 'Long hold times',
    solution: 'Confirmation calls',
    industry: 'healthcare',
  },
];

describe('filterSuccessStories', () => {
  it('searches title, company, challenge and solution', () => {
    const ids = (search: string) =>
      filterSuccessStories(stories, { search, industry: 'all' }).map((story) => story.id);
    expect(ids('showings')).toEqual(['a']);
    expect(ids('coastal')).toEqual(['b']);
    expect(ids('HOLD TIMES')).toEqual(['b']);
    expect(ids('confirmation')).toEqual(['b']);
    expect(ids('calls')).toEqual(['a', 'b']);
  });

  it('filters by industry and combines with the search', () => {
    expect(filterSuccessStories(stories, { search: '', industry: 'healthcare' })).toEqual([
      stories[1],
    ]);
    expect(filterSuccessStories(stories, { search: 'showings', industry: 'healthcare' })).toEqual(
      [],
    );
  });
});

const webinarList = [
  {
    id: 'live',
    title: 'Scaling Sales',
    description: 'Qualify leads',
    presenter: 'Alex Rivera',
    category: 'sales',
    upcoming: true,
  },
  {
    id: 'recorded',
    title: 'Getting Started',
    description: 'Your first agent',
    presenter: 'Jordan Patel',
    category: 'getting-started',
    upcoming: false,
  },
];

describe('filterWebinars', () => {
  const ids = (search: string, category: string, upcomingOnly: boolean) =>
    filterWebinars(webinarList, { search, category, upcomingOnly }).map((webinar) => webinar.id);

  it('searches title, description and presenter', () => {
    expect(ids('scaling', 'all', false)).toEqual(['live']);
    expect(ids('first agent', 'all', false)).toEqual(['recorded']);
    expect(ids('jordan', 'all', false)).toEqual(['recorded']);
    expect(ids('webinar', 'all', false)).toEqual([]);
  });

  it('filters by category', () => {
    expect(ids('', 'getting-started', false)).toEqual(['recorded']);
    expect(ids('', '', false)).toEqual(['live', 'recorded']);
  });

  it('keeps only upcoming webinars when upcoming-only is on', () => {
    expect(ids('', 'all', true)).toEqual(['live']);
    expect(ids('', 'getting-started', true)).toEqual([]);
  });
});

const tutorialList = [
  {
    id: 't1',
    title: 'First Agent',
    description: 'Set up a voice',
    category: 'getting-started',
    level: 'beginner',
  },
  {
    id: 't2',
    title: 'CRM Sync',
    description: 'Connect a CRM',
    category: 'integration',
    level: 'intermediate',
  },
  {
    id: 't3',
    title: 'Webhooks',
    description: 'Extend agents',
    category: 'integration',
    level: 'advanced',
  },
];

describe('filterTutorials', () => {
  const ids = (search: string, category: string, level: string) =>
    filterTutorials(tutorialList, { search, category, level }).map((tutorial) => tutorial.id);

  it('searches title and description', () => {
    expect(ids('crm', 'all', 'all')).toEqual(['t2']);
    expect(ids('VOICE', 'all', 'all')).toEqual(['t1']);
  });

  it('combines search, category and level by AND', () => {
    expect(ids('', 'integration', 'all')).toEqual(['t2', 't3']);
    expect(ids('', 'integration', 'advanced')).toEqual(['t3']);
    expect(ids('crm', 'integration', 'advanced')).toEqual([]);
    expect(ids('', 'all', 'beginner')).toEqual(['t1']);
  });
});

const guideList = [
  {
    id: 'g1',
    title: 'Starter',
    description: 'First agent',
    category: 'getting-started',
    industry: 'all',
  },
  {
    id: 'g2',
    title: 'Clinics',
    description: 'Patients',
    category: 'industry',
    industry: 'healthcare',
  },
  {
    id: 'g3',
    title: 'Scripts',
    description: 'Sales calls',
    category: 'best-practices',
    industry: 'sales',
  },
];

describe('filterGuides', () => {
  const ids = (search: string, category: string, industry: string) =>
    filterGuides(guideList, { search, category, industry }).map((guide) => guide.id);

  it('applies each filter on its own', () => {
    expect(ids('patients', 'all', 'all')).toEqual(['g2']);
    expect(ids('', 'best-practices', 'all')).toEqual(['g3']);
    expect(ids('', 'all', 'healthcare')).toEqual(['g2']);
  });

  it('requires an exact industry once one is chosen', () => {
    // A guide for every industry is not a healthcare guide.
    expect(ids('', 'all', 'sales')).toEqual(['g3']);
  });

  it('returns everything with no filter and nothing for contradicting ones', () => {
    expect(ids('', 'all', 'all')).toEqual(['g1', 'g2', 'g3']);
    expect(ids('', 'industry', 'sales')).toEqual([]);
  });
});

const studies = [
  { slug: 'a', industry: 'Real Estate' },
  { slug: 'b', industry: 'Finance' },
  { slug: 'c', industry: 'Real Estate' },
  { slug: 'd', industry: 'Healthcare' },
  { slug: 'e', industry: 'Real Estate' },
  { slug: 'f', industry: 'Real Estate' },
  { slug: 'g', industry: 'Real Estate' },
];

describe('filterCaseStudies', () => {
  it('compares the kebab-case industry from the URL with the display name', () => {
    expect(filterCaseStudies(studies, 'real-estate').map((study) => study.slug)).toEqual([
      'a',
      'c',
      'e',
      'f',
      'g',
    ]);
    expect(filterCaseStudies(studies, 'finance').map((study) => study.slug)).toEqual(['b']);
  });

  it('shows all for "all" or nothing, none for an unknown industry', () => {
    expect(filterCaseStudies(studies, 'all')).toHaveLength(7);
    expect(filterCaseStudies(studies, '')).toHaveLength(7);
    expect(filterCaseStudies(studies, 'space')).toEqual([]);
  });
});

describe('relatedCaseStudies', () => {
  it('lists up to 3 others of the same industry', () => {
    const related = relatedCaseStudies(studies[0]!, studies);
    expect(related.map((study) => study.slug)).toEqual(['c', 'e', 'f']);
  });

  it('is empty when no other study shares the industry', () => {
    expect(relatedCaseStudies(studies[1]!, studies)).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(relatedCaseStudies(studies[0]!, studies, 2).map((study) => study.slug)).toEqual([
      'c',
      'e',
    ]);
  });
});

describe('featuredOnly', () => {
  it('keeps featured items in order', () => {
    const items = [
      { id: 1, featured: false },
      { id: 2, featured: true },
      { id: 3, featured: true },
    ];
    expect(featuredOnly(items).map((item) => item.id)).toEqual([2, 3]);
  });
});
