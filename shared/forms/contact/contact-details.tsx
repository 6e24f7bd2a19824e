import { contactContent } from '#content/contact/contact.ts';
import { site } from '#content/site.ts';

interface BlockProps {
  readonly headingLevel?: 2 | 3;
}

/** Phone, email and office address, from the brand facts. */
export function ContactInformation({ headingLevel = 2 }: BlockProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { address } = site;
  return (
    <section className="contact-block" aria-labelledby="contact-information-title">
      <Heading id="contact-information-title" className="contact-block__title">
        Contact Information
      </Heading>
      <dl className="contact-block__list">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={site.phoneHref}>{site.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>Office</dt>
          <dd>
            <address>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          </dd>
        </div>
      </dl>
      <p className="contact-block__note">{contactContent.responseTime}</p>
    </section>
  );
}

/** The business hours, Eastern time. */
export function BusinessHours({ headingLevel = 2 }: BlockProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { businessHours } = contactContent;
  return (
    <section className="contact-block" aria-labelledby="business-hours-title">
      <Heading id="business-hours-title" className="contact-block__title">
        Business Hours
      </Heading>
      <dl className="contact-block__hours">
        {businessHours.rows.map((row) => (
          <div key={row.days} className="contact-block__hours-row">
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="contact-block__note">All times are {businessHours.timeZone}.</p>
    </section>
  );
}
