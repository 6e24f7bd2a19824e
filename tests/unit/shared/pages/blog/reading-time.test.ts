import { describe, expect, it } from 'vitest';
import type { BlogBlock } from '#content/schema/blog.ts';
import {
  articleWordCount,
  countWords,
  readingTimeMinutes,
} from '#shared/pages/blog/reading-time.ts';

const words = (count: number): BlogBlock => ({
  type: 'paragraph',
  text: Array.from({ length: count }, () => 'word').join(' '),
});

describe('reading time', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('  one two\nthree\tfour  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('counts paragraphs, headings and list items', () => {
    const content: BlogBlock[] = [
      { type: 'heading', text: 'Two words', id: 'two-words' },
      { type: 'paragraph', text: 'three more words' },
      { type: 'list', items: ['one', 'two words'] },
    ];
    expect(articleWordCount(content)).toBe(8);
  });

  it('is words / 200 rounded up', () => {
    expect(readingTimeMinutes([words(200)])).toBe(1);
    expect(readingTimeMinutes([words(201)])).toBe(2);
    expect(readingTimeMinutes([words(400)])).toBe(2);
    expect(readingTimeMinutes([words(599), words(2)])).toBe(4);
  });

  it('is at least one minute', () => {
    expect(readingTimeMinutes([words(3)])).toBe(1);
    expect(readingTimeMinutes([])).toBe(1);
  });
});
