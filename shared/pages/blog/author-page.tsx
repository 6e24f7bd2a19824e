import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { findAuthor } from '#content/blog/authors.ts';
import { publishedIndex } from '#blog-posts';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import { Image } from '../../components/image.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { NewsletterForm } from '../../forms/newsletter/newsletter-form.tsx';
import { Breadcrumbs } from '../../layout/breadcrumbs.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { postsByAuthor } from './post-lists.ts';
import { BLOG_FEEDS } from './blog-head.ts';
import { PostCount, PostGrid } from './post-card.tsx';

interface AuthorLoaderData {
  readonly authorId: string;
  /** Published posts only: the browser knows no others. */
  readonly posts: readonly BlogPostSummary[];
}

export async function loader({ params }: LoaderFunctionArgs): Promise<AuthorLoaderData> {
  const author = findAuthor(params.authorId);
  if (!author) throw redirect('/blog');
  return { authorId: author.id, posts: await publishedIndex() };
}

export const handle: PageHandle = {
  title: 'Author',
  description: 'Articles by one of our authors.',
  head: ({ params }) => {
    const author = findAuthor(params.authorId);
    if (!author) return { feeds: BLOG_FEEDS };
    return {
      title: `${author.name}, ${author.role}`,
      description: `Articles by ${author.name}, ${author.role} at Voxera AI. ${author.bio}`,
      image: author.avatarUrl,
      feeds: BLOG_FEEDS,
    };
  },
};

/** /blog/author/{authorId}: the author card, their articles with a count, an inline subscribe form. */
export function Component() {
  const data = useLoaderData<AuthorLoaderData>();
  const { authorId } = data;
  const author = findAuthor(authorId);
  if (!author) return null;
  const posts = postsByAuthor(data.posts, author.id);

  return (
    <>
      <div className="blog-post-top blog-author-hero">
        <div className="container">
          <Breadcrumbs lastLabel={author.name} />
        </div>
        <PageHero
          eyebrow="Author"
          title={author.name}
          intro={author.role}
          aside={
            <Image
              src={author.avatarUrl}
              alt={`Portrait of ${author.name}`}
              width={240}
              height={240}
              priority
              className="blog-author-hero__avatar"
            />
          }
        >
          <p className="blog-author-hero__bio">{author.bio}</p>
        </PageHero>
      </div>

      <Section id="articles" title={`Articles by ${author.name}`}>
        <PostCount count={posts.length} />
        {posts.length > 0 ? (
          <PostGrid posts={posts} />
        ) : (
          <p className="blog-empty blog-empty__text">No articles found for this author.</p>
        )}
        <div className="blog-inline-subscribe blog-subscribe__panel">
          <NewsletterForm
            variant="inline"
            idPrefix="author-subscribe"
            disableAfterSuccess
            headingLevel={3}
            title={`Get new articles by ${author.name}`}
            description="Subscribe and we'll email you when new articles are published."
          />
        </div>
      </Section>
    </>
  );
}
