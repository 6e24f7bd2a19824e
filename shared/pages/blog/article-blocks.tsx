import type { BlogBlock, CodePart, ListBlock } from '#content/schema/blog.ts';
import { NOTES_TITLE_ID, noteId, noteRefId, RichTextView } from '../../components/rich-text.tsx';
import { plainText } from './reading-time.ts';

type Block<T extends BlogBlock['type']> = Extract<BlogBlock, { type: T }>;

/** A bullet or numbered list, lists under its points included. */
export function ArticleList({ list }: { list: ListBlock }) {
  const items = list.items.map((item, index) => (
    <li key={index}>
      {typeof item === 'object' && 'list' in item ? (
        <>
          <RichTextView text={item.text} />
          <ArticleList list={item.list} />
        </>
      ) : (
        <RichTextView text={item} />
      )}
    </li>
  ));
  return list.ordered ? <ol start={list.start}>{items}</ol> : <ul>{items}</ul>;
}

function Code({ parts }: { parts: readonly CodePart[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <span key={index} className={`hl-${part[0]}`}>
        {part[1]}
      </span>
    ),
  );
}

/**
 * Code as the build highlighted it (classes, no inline style), in a `<pre>` that scrolls sideways
 * inside itself; focusable so a keyboard can scroll it (axe scrollable-region-focusable).
 */
export function ArticleCode({ block }: { block: Block<'code'> }) {
  const pre = (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className="blog-code__pre" tabIndex={0}>
      <code className={block.lang ? `language-${block.lang}` : undefined}>
        <Code parts={block.code} />
      </code>
    </pre>
  );
  if (!block.lang) return <div className="blog-code">{pre}</div>;
  return (
    <figure className="blog-code">
      <figcaption className="blog-code__lang">{block.lang}</figcaption>
      {pre}
    </figure>
  );
}

/** A quotation; with its source, a pull quote (`figure`, the source in its `figcaption`). */
export function ArticleQuote({ block }: { block: Block<'quote'> }) {
  const quote = (
    <blockquote>
      {block.paragraphs.map((text, index) => (
        <p key={index}>
          <RichTextView text={text} />
        </p>
      ))}
    </blockquote>
  );
  if (!block.source) return quote;
  return (
    <figure className="blog-prose__quote">
      {quote}
      <figcaption>
        — <RichTextView text={block.source} />
      </figcaption>
    </figure>
  );
}

/**
 * A table scrolls sideways inside its own region on a narrow screen, never the page; the region
 * is named by the table's column headings and takes focus so a keyboard can scroll it.
 */
export function ArticleTable({ block }: { block: Block<'table'> }) {
  const align = (index: number) => {
    const value = block.align[index];
    return value ? `align-${value}` : undefined;
  };
  const label = `Table: ${block.head.map((cell) => plainText(cell)).join(', ')}`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="blog-prose__table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {block.head.map((cell, index) => (
              <th key={index} scope="col" className={align(index)}>
                <RichTextView text={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} className={align(index)}>
                  <RichTextView text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The footnotes, each linking back to every mark of it in the text. */
export function ArticleNotes({ block }: { block: Block<'notes'> }) {
  return (
    <section className="blog-prose__notes" aria-labelledby={NOTES_TITLE_ID}>
      <h2 id={NOTES_TITLE_ID}>Notes</h2>
      <ol>
        {block.items.map((item, index) => {
          const number = index + 1;
          return (
            <li key={number} id={noteId(number)}>
              <RichTextView text={item.text} />
              {Array.from({ length: item.refs }, (_, ref) => (
                <a
                  key={ref}
                  href={`#${noteRefId(number, ref + 1)}`}
                  className="footnote-back"
                  aria-label={`Back to the text${item.refs > 1 ? ` (mark ${ref + 1})` : ''}`}
                >
                  ↩︎
                </a>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
