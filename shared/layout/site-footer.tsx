import { Link } from 'react-router-dom';
import { site } from '#content/site.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          © {site.legalName}. <Link to="/privacy-policy">Privacy Policy</Link> ·{' '}
          <Link to="/terms-of-service">Terms of Service</Link>
        </p>
      </div>
    </footer>
  );
}
