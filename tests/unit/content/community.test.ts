import { describe, expect, it } from 'vitest';
import { community } from '#content/community/community.ts';
import { communitySchema } from '#content/schema/community.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('community', [['community', communitySchema, community]]);

describe('community', () => {
  it('has three upcoming events of the three types and four discussions', () => {
    expect(community.events.map((event) => event.type)).toEqual([
      'Webinar',
      'In-Person',
      'Virtual',
    ]);
    for (const discussion of community.discussions) {
      expect(discussion.replies).toBeGreaterThan(0);
      expect(discussion.views).toBeGreaterThan(discussion.replies);
    }
  });
});
