import type { BlogBlock } from '#content/schema/blog.ts';
import { RichTextView } from '../../components/rich-text.tsx';
import {
  ArticleCode,
  ArticleList,
  ArticleNotes,
  ArticleQuote,
  ArticleTable,
} from './article-blocks.tsx';
import { ARTICLE_SIZES, PostPicture } from './post-picture.tsx';

function Block({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'heading': {
      const Heading = block.level === 3 ? 'h3' : 'h2';
      // The heading links to itself: its address can be copied and shared.
      return (
        <Heading id={block.id}>
          <a href={`#${block.id}`} className="blog-prose__anchor">
            <RichTextView text={block.text} />
          </a>
        </Heading>
      );
    }
    case 'image':
      // Below the post's own picture and title: lazy, loaded as the reader nears it.
      return (
        <p className="blog-prose__figure">
          <PostPicture image={block.image} alt={block.alt} sizes={ARTICLE_SIZES} />
        </p>
      );
    case 'list':
      return <ArticleList list={block} />;
    case 'code':
      return <ArticleCode block={block} />;
    case 'quote':
      return <ArticleQuote block={block} />;
    case 'table':
      return <ArticleTable block={block} />;
    case 'rule':
      return <hr />;
    case 'notes':
      return <ArticleNotes block={block} />;
    default:
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
  }
}

/** The article as its Markdown says: every block in the site's own semantic markup. */
export function ArticleBody({ content }: { content: readonly BlogBlock[] }) {
  return (
    <div className="blog-prose">
      {content.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
