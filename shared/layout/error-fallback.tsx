/**
 * The fallback page for any rendering error. The Reload Page control is a link to the
 * current address, so it works before hydration and on the server-rendered 500 page too.
 */
export function ErrorFallback({ reloadHref }: { reloadHref: string }) {
  return (
    <section className="status-page" aria-labelledby="error-title">
      <p className="status-page__code" aria-hidden="true">
        500
      </p>
      <h1 id="error-title">Something went wrong</h1>
      <p className="status-page__text">
        We&apos;re sorry, but there was an error loading this page.
      </p>
      <div className="status-page__actions">
        <a className="button button--primary" href={reloadHref}>
          Reload Page
        </a>
      </div>
    </section>
  );
}
