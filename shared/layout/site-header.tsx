import { Link } from 'react-router-dom';
import { site } from '#content/site.ts';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand">
          {site.name}
        </Link>
        <nav aria-label="Main">
          <ul className="site-header__links">
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/case-studies">Case Studies</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </ul>
        </nav>
        <Link className="button button--primary" to="/contact">
          Schedule a Demo
        </Link>
      </div>
    </header>
  );
}
