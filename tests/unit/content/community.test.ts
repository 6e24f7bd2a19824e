import { describe, expect, it } from 'vitest';
import { community } from '#content/community/community.ts';

describe('community', () => {
  it('counts more views than replies for every discussion', () => {
    for (const discussion of community.discussions) {
      expect(discussion.replies, discussion.title).toBeGreaterThan(0);
      expect(discussion.views, discussion.title).toBeGreaterThan(discussion.replies);
    }
  });
});
