import type { InlinePart, RichText } from '#content/schema/blog.ts';
import { Link } from '../routing/link.tsx';

/** The anchors of footnote `number`'s text and of its marks (the second mark on: `-2`, `-3`). */
export const noteId = (number: number) => `fn-${number}`;
export const noteRefId = (number: number, ref = 1) =>
  ref === 1 ? `fnref-${number}` : `fnref-${number}-${ref}`;
/** The heading of a post's footnotes: each mark is described by it ("Notes"). */
export const NOTES_TITLE_ID = 'footnotes-title';

function Part({ part }: { part: InlinePart }) {
  if (typeof part === 'string') return part;
  if ('code' in part) return <code>{part.code}</code>;
  if ('br' in part) return <br />;
  if ('note' in part)
    return (
      <sup className="footnote-ref">
        <a
          href={`#${noteId(part.note)}`}
          id={noteRefId(part.note, part.ref)}
          aria-describedby={NOTES_TITLE_ID}
        >
          {part.note}
        </a>
      </sup>
    );
  if ('strong' in part)
    return (
      <strong>
        <RichTextView text={part.strong} />
      </strong>
    );
  if ('em' in part)
    return (
      <em>
        <RichTextView text={part.em} />
      </em>
    );
  if ('del' in part)
    return (
      <del>
        <RichTextView text={part.del} />
      </del>
    );
  const text = <RichTextView text={part.text} />;
  // Links to the site's own pages go through the router; others are plain anchors.
  return part.href.startsWith('/') ? (
    <Link to={part.href}>{text}</Link>
  ) : (
    <a href={part.href}>{text}</a>
  );
}

/** Text as written in the Markdown: links, bold, italics, struck-out text, code and footnote marks. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => <Part key={index} part={part} />);
}
