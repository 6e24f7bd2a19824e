import type { BlogBlock, RichText } from '#content/schema/blog.ts';

/** Reading speed used for every post's read time. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The words of text with links: the link texts count, not their addresses. */
export function plainText(text: RichText): string {
  if (typeof text === 'string') return text;
  return text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

export function blockText(block: BlogBlock): string {
  // A picture is looked at, not read: its alt text adds no reading time.
  if (block.type === 'image') return '';
  return block.type === 'list' ? block.items.map(plainText).join(' ') : plainText(block.text);
}

/** Words of the article body (paragraphs, headings and list items). */
export function articleWordCount(content: readonly BlogBlock[]): number {
  return content.reduce((total, block) => total + countWords(blockText(block)), 0);
}

/** Minutes to read: words / 200 rounded up, at least one minute. */
export function readingTimeMinutes(content: readonly BlogBlock[]): number {
  return Math.max(1, Math.ceil(articleWordCount(content) / WORDS_PER_MINUTE));
}
