import type { BlogAuthor } from '../schema/blog.ts';

// Individual social profiles are left out on purpose: links to personal accounts we cannot vouch
// for would be dead or wrong. The schema keeps them optional for real contributors.
export const blogAuthors: readonly BlogAuthor[] = [
  {
    id: 'maya-patel',
    name: 'Dr. Maya Patel',
    role: 'Healthcare Solutions Lead',
    bio: 'Maya spent ten years running patient access for a multi-site clinic group before joining Voxera AI. She helps practices automate scheduling and reminders without losing the human touch.',
    avatarUrl: '/images/authors/maya-patel.svg',
    profileUrl: '/blog/author/maya-patel',
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'Director of Customer Experience',
    bio: 'Daniel has built and scaled support teams at three SaaS companies. He writes about blending AI agents and people into one support operation that customers actually like.',
    avatarUrl: '/images/authors/daniel-okafor.svg',
    profileUrl: '/blog/author/daniel-okafor',
  },
  {
    id: 'sofia-ramirez',
    name: 'Sofia Ramirez',
    role: 'Head of Revenue Operations',
    bio: 'Sofia designs the lead routing, scoring and follow-up playbooks our customers run. Before Voxera AI she led revenue operations for a fast-growing home services brand.',
    avatarUrl: '/images/authors/sofia-ramirez.svg',
    profileUrl: '/blog/author/sofia-ramirez',
  },
  {
    id: 'ethan-brooks',
    name: 'Ethan Brooks',
    role: 'Principal Conversation Designer',
    bio: 'Ethan is a linguist turned conversation designer. He tunes prompts, pacing and voices until callers forget to ask whether they are talking to a machine, and then makes sure the agent tells them.',
    avatarUrl: '/images/authors/ethan-brooks.svg',
    profileUrl: '/blog/author/ethan-brooks',
  },
  {
    id: 'rachel-kim',
    name: 'Rachel Kim',
    role: 'VP of Business Strategy',
    bio: 'Rachel works with owners and finance leads to build the business case for AI agents. She has a background in management consulting and a weakness for well-labelled spreadsheets.',
    avatarUrl: '/images/authors/rachel-kim.svg',
    profileUrl: '/blog/author/rachel-kim',
  },
  {
    id: 'amara-nwosu',
    name: 'Dr. Amara Nwosu',
    role: 'AI Ethics and Policy Lead',
    bio: 'Amara leads our responsible AI program: disclosure standards, consent flows, data retention and bias testing. She previously researched human-computer trust at a university lab.',
    avatarUrl: '/images/authors/amara-nwosu.svg',
    profileUrl: '/blog/author/amara-nwosu',
  },
  {
    id: 'lucas-meyer',
    name: 'Lucas Meyer',
    role: 'Solutions Architect',
    bio: 'Lucas connects AI agents to CRMs, calendars and help desks for customers of every size. He believes most automation problems are really data problems in disguise.',
    avatarUrl: '/images/authors/lucas-meyer.svg',
    profileUrl: '/blog/author/lucas-meyer',
  },
  {
    id: 'jenna-walsh',
    name: 'Jenna Walsh',
    role: 'Real Estate Industry Lead',
    bio: 'Jenna was a top-producing agent and team leader for twelve years. Today she helps brokerages use AI agents to answer every buyer and seller call, day or night.',
    avatarUrl: '/images/authors/jenna-walsh.svg',
    profileUrl: '/blog/author/jenna-walsh',
  },
];

/** Shown when a post names an author we do not know; it has no page of its own. */
export const contentContributor: BlogAuthor = {
  id: 'content-contributor',
  name: 'Content Contributor',
  role: 'Contributor',
  bio: 'This article was written by a member of the Voxera AI community.',
  avatarUrl: '/images/authors/content-contributor.svg',
  profileUrl: '/blog',
};

export function findAuthor(id: string | undefined): BlogAuthor | undefined {
  return blogAuthors.find((author) => author.id === id);
}

/** The author card of a post: by id, then by display name, else the generic contributor. */
export function authorOf(post: { authorId: string; author: string }): BlogAuthor {
  return (
    findAuthor(post.authorId) ??
    blogAuthors.find((author) => author.name === post.author) ??
    contentContributor
  );
}
