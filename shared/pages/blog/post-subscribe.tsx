import { NewsletterForm } from '../../forms/newsletter/newsletter-form.tsx';

/** The banner under a post that offers the newsletter (a part of the post page of its own). */
export function PostSubscribe() {
  return (
    <section className="blog-subscribe" aria-label="Subscribe to the blog">
      <div className="container">
        <div className="blog-subscribe__panel">
          <NewsletterForm
            variant="banner"
            idPrefix="post-subscribe"
            disableAfterSuccess
            title="Enjoyed this article?"
            description="Subscribe for one email a month with our newest articles on AI voice and chat agents."
          />
        </div>
      </div>
    </section>
  );
}
