import { Link } from '../../routing/link.tsx';
import { contentContributor } from '#content/blog/authors.ts';
import type { BlogAuthor } from '#content/schema/blog.ts';
import { Image } from '../../components/image.tsx';

/** The post's author: avatar, name, role, bio and a link to their articles. */
export function AuthorCard({ author }: { author: BlogAuthor }) {
  const known = author.id !== contentContributor.id;
  return (
    <section className="blog-author-card" aria-labelledby="about-author">
      <Image
        src={author.avatarUrl}
        alt=""
        width={96}
        height={96}
        className="blog-author-card__avatar"
      />
      <div className="blog-author-card__body">
        <h2 id="about-author" className="blog-author-card__eyebrow">
          About the author
        </h2>
        <p className="blog-author-card__name">
          {known ? <Link to={author.profileUrl}>{author.name}</Link> : author.name}
        </p>
        <p className="blog-author-card__role">{author.role}</p>
        <p className="blog-author-card__bio">{author.bio}</p>
        {known ? (
          <Link to={author.profileUrl} className="blog-author-card__more">
            More articles by {author.name}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
