import type { BlogBlock, RichText } from '#content/schema/blog.ts';
import { Link } from '../../routing/link.tsx';
import { ARTICLE_SIZES, PostPicture } from './post-picture.tsx';

/** Text as written; links to the site's own pages go through the router. */
function Rich({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    if (typeof part === 'string') return part;
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    );
  });
}

/** The article: paragraphs, subheadings (h2 under the page's h1, h3 under those), bullet lists and pictures. */
export function ArticleBody({ content }: { content: readonly BlogBlock[] }) {
  return (
    <div className="blog-prose">
      {content.map((block, index) => {
        if (block.type === 'heading') {
          return block.level === 3 ? (
            <h3 key={index}>{block.text}</h3>
          ) : (
            <h2 key={index}>{block.text}</h2>
          );
        }
        if (block.type === 'image') {
          // Below the post's own picture and title: lazy, loaded as the reader nears it.
          return (
            <p key={index} className="blog-prose__figure">
              <PostPicture image={block.image} alt={block.alt} sizes={ARTICLE_SIZES} />
            </p>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Rich text={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <Rich text={block.text} />
          </p>
        );
      })}
    </div>
  );
}
