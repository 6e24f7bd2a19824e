import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { blogCategories, findCategory } from '#content/blog/categories.ts';
import { Icon } from '../../components/icon.tsx';
import { filtersToSearchParams, readBlogFilters, type BlogFilters } from './blog-filters-rules.ts';

const hrefFor = (filters: BlogFilters) => {
  const query = filtersToSearchParams(filters).toString();
  return query ? `/blog?${query}` : '/blog';
};

/**
 * The list's filters: `category` and `tag` from the URL, `search` from the box. Typing updates
 * the list at once and the URL by replacement; links and back/forward (push or pop) set the box.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = readBlogFilters(params);
  const [search, setSearch] = useState(fromUrl.search);
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== 'REPLACE') setSearch(fromUrl.search);
  }, [key, navigationType, fromUrl.search]);

  const updateSearch = (value: string) => {
    setSearch(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { filters: { ...fromUrl, search }, updateSearch };
}

interface SearchFormProps {
  readonly filters: BlogFilters;
  readonly onSearch: (value: string) => void;
}

/** Without JavaScript the form submits to /blog like any search form; with it, the list follows typing. */
export function BlogSearchForm({ filters, onSearch }: SearchFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form className="blog-search" role="search" method="get" action="/blog" onSubmit={onSubmit}>
      <label htmlFor="blog-search-input" className="blog-search__label">
        Search articles
      </label>
      <div className="blog-search__row">
        <span className="blog-search__icon">
          <Icon name="search" size={18} />
        </span>
        <input
          id="blog-search-input"
          className="blog-search__input"
          type="search"
          name="search"
          value={filters.search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Topic, tag or author"
          autoComplete="off"
          enterKeyHint="search"
        />
        {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
        <button type="submit" className="button button--primary blog-search__button">
          Search
        </button>
      </div>
    </form>
  );
}

/** Category chips (links, so crawlers and no-JS visitors can use them) and the active filters. */
export function BlogFilterBar({ filters }: { filters: BlogFilters }) {
  const active = findCategory(filters.category)?.slug ?? filters.category.toLowerCase();
  return (
    <div className="blog-filters">
      <nav aria-label="Filter by category">
        <ul className="blog-chips">
          <li>
            <Link
              to={hrefFor({ ...filters, category: '' })}
              className="pill"
              aria-current={active ? undefined : 'page'}
              preventScrollReset
            >
              All
            </Link>
          </li>
          {blogCategories.map((category) => (
            <li key={category.slug}>
              <Link
                to={hrefFor({ ...filters, category: category.slug })}
                className="pill"
                aria-current={active === category.slug ? 'page' : undefined}
                preventScrollReset
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {filters.tag ? (
        <p className="blog-filters__active">
          Tagged <strong>#{filters.tag}</strong>{' '}
          <Link to={hrefFor({ ...filters, tag: '' })} preventScrollReset>
            Remove tag filter
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export function NoPostsFound() {
  return (
    <div className="blog-empty">
      <h3 className="blog-empty__title">No posts found</h3>
      <p className="blog-empty__text">
        Try adjusting your search or filter to find what you&apos;re looking for.
      </p>
      <Link to="/blog" className="button button--secondary">
        Clear filters
      </Link>
    </div>
  );
}
