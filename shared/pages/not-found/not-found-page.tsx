import { data, Link, useNavigate } from 'react-router-dom';

/** The catch-all route: a real 404 status on the server, the spec's page in the browser. */
export function loader() {
  return data(null, { status: 404 });
}

export function Component() {
  const navigate = useNavigate();
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
        <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
    </section>
  );
}
