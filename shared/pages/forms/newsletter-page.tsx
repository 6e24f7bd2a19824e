import { contactContent } from '#content/contact/contact.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { NewsletterForm } from '../../forms/newsletter/newsletter-form.tsx';
import { useFormPostAnswer } from '../../forms/sending/use-form-post-answer.ts';
import type { PageHandle } from '../../routing/page-module.ts';
import { NEWSLETTER_SENT, newsletterAction } from './newsletter-action.ts';

/** Newsletter forms post here unless their page shows the result itself. */
export const action = newsletterAction('newsletter', 'newsletter');

export const handle: PageHandle = {
  title: 'Newsletter',
  description: 'Subscribe to our newsletter for AI agent tips, product news and case studies.',
};

export function Component() {
  const result = useFormPostAnswer('newsletter', NEWSLETTER_SENT);
  return (
    <>
      <PageHero title={handle.title} intro={handle.description} />
      <Section>
        <div className="forms-layout forms-layout--narrow">
          <div className="card forms-card">
            <NewsletterForm
              variant="card"
              idPrefix="newsletter-page"
              title="Join the newsletter"
              description={contactContent.newsletterFrequency}
              serverResult={result}
            />
          </div>
          <div className="forms-aside">
            <h2 className="forms-aside__title">What you get</h2>
            <ul className="check-list">
              {contactContent.newsletterPerks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
