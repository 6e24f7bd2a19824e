import type { BlogBlock } from '#content/schema/blog.ts';

/** The article: paragraphs, subheadings (h2, under the page's h1) and bullet lists. */
export function ArticleBody({ content }: { content: readonly BlogBlock[] }) {
  return (
    <div className="blog-prose">
      {content.map((block, index) => {
        if (block.type === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.type === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
