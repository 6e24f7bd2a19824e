import type { BlogBlock, InlinePart, ListBlock, RichText } from '#content/schema/blog.ts';

/** Reading speed used for every post's read time. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function partText(part: InlinePart): string {
  if (typeof part === 'string') return part;
  if ('code' in part) return part.code;
  if ('br' in part) return ' ';
  if ('note' in part) return '';
  if ('href' in part) return plainText(part.text);
  if ('strong' in part) return plainText(part.strong);
  return plainText('em' in part ? part.em : part.del);
}

/** The words of text with links and marks: the link texts count, not their addresses. */
export function plainText(text: RichText): string {
  return typeof text === 'string' ? text : text.map(partText).join('');
}

function listText(list: ListBlock): string {
  return list.items
    .map((item) =>
      typeof item === 'object' && 'list' in item
        ? `${plainText(item.text)} ${listText(item.list)}`
        : plainText(item),
    )
    .join(' ');
}

export function blockText(block: BlogBlock): string {
  switch (block.type) {
    // A picture is looked at, not read: its alt text adds no reading time.
    case 'image':
    case 'rule':
      return '';
    case 'list':
      return listText(block);
    case 'code':
      return block.code.map((part) => (typeof part === 'string' ? part : part[1])).join('');
    case 'quote':
      return [...block.paragraphs, ...(block.source ? [block.source] : [])]
        .map(plainText)
        .join(' ');
    case 'table':
      return [block.head, ...block.rows].flat().map(plainText).join(' ');
    case 'notes':
      return block.items.map((item) => plainText(item.text)).join(' ');
    default:
      return plainText(block.text);
  }
}

/** Words of the article body: every text a reader reads, code and footnotes included. */
export function articleWordCount(content: readonly BlogBlock[]): number {
  return content.reduce((total, block) => total + countWords(blockText(block)), 0);
}

/** Minutes to read: words / 200 rounded up, at least one minute. */
export function readingTimeMinutes(content: readonly BlogBlock[]): number {
  return Math.max(1, Math.ceil(articleWordCount(content) / WORDS_PER_MINUTE));
}
