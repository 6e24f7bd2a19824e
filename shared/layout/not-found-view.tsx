import { useNavigate } from 'react-router-dom';
import { Link } from '../routing/link.tsx';

export const NOT_FOUND_DESCRIPTION =
  'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.';

/** The 404 page, also shown when a loader throws a 404 response. */
export function NotFoundView() {
  const navigate = useNavigate();
  function goBack() {
    // A tab opened straight on a missing page has nothing to go back to: go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  }
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p className="status-page__text">
        The page you are looking for might have been removed, had its name changed, or is
        temporarily unavailable.
      </p>
      <div className="status-page__actions">
        <Link className="button button--primary" to="/">
          Back to Home
        </Link>
        {/* History needs a script; without one, Back to Home is the way out. */}
        <button type="button" className="button button--secondary js-only" onClick={goBack}>
          Go Back
        </button>
      </div>
    </section>
  );
}
