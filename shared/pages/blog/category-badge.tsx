import { Link } from '../../routing/link.tsx';
import { findCategory } from '#content/blog/categories.ts';
import { categoryPath } from './blog-head.ts';

/** A category as a coloured link to its page; names without a category are plain badges. */
export function CategoryBadge({ id, name }: { id: string; name: string }) {
  const category = findCategory(id);
  if (!category) return <span className="badge">{name}</span>;
  return (
    <Link
      to={categoryPath(category.slug)}
      className={`badge blog-badge blog-tone--${category.color}`}
    >
      {name}
    </Link>
  );
}

export function CategoryBadges({
  categories,
}: {
  categories: readonly { id: string; name: string }[];
}) {
  return (
    <ul className="blog-badges" aria-label="Categories">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryBadge id={category.id} name={category.name} />
        </li>
      ))}
    </ul>
  );
}
