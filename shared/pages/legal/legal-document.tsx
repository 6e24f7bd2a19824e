import type { ReactNode } from 'react';
import type { LegalSection } from '#content/schema/legal.ts';
import type { RichText } from '#content/schema/blog.ts';
import { site } from '#content/site.ts';
import { RichTextView } from '../../components/rich-text.tsx';

/** Address, phone and email of the company, from the one place brand facts live. */
export function ContactDetails() {
  const { address } = site;
  return (
    <address className="sol-legal__contact">
      <strong>{site.legalName}</strong>
      <span>{address.street}</span>
      <span>
        {address.city}, {address.region} {address.postalCode}
      </span>
      <span>
        Phone: <a href={site.phoneHref}>{site.phone}</a>
      </span>
      <span>
        Email: <a href={`mailto:${site.email}`}>{site.email}</a>
      </span>
    </address>
  );
}

interface LegalDocumentProps {
  readonly intro: RichText;
  readonly sections: readonly LegalSection[];
  /** Number the section headings 1, 2, 3... (the terms). */
  readonly numbered?: boolean;
  /** Extra content per section id, e.g. the storage table or the contact block. */
  readonly extras?: Readonly<Record<string, ReactNode>>;
}

/** A legal text: contents list, then one titled section per entry. */
export function LegalDocument({
  intro,
  sections,
  numbered = false,
  extras = {},
}: LegalDocumentProps) {
  const label = (section: LegalSection, index: number) =>
    numbered ? `${index + 1}. ${section.title}` : section.title;
  const List = numbered ? 'ol' : 'ul';
  return (
    <div className="section">
      <div className="container sol-legal">
        <p className="sol-legal__intro">
          <RichTextView text={intro} />
        </p>
        <nav className="sol-legal__toc" aria-label="Contents">
          <h2 className="sol-legal__toc-title">Contents</h2>
          <List className="sol-legal__toc-list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </List>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="sol-legal__section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`} className="sol-legal__title">
              {label(section, index)}
            </h2>
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex}>
                <RichTextView text={paragraph} />
              </p>
            ))}
            {section.points ? (
              <ul className="sol-legal__points">
                {section.points.map((point, pointIndex) => (
                  <li key={pointIndex}>
                    <RichTextView text={point} />
                  </li>
                ))}
              </ul>
            ) : null}
            {extras[section.id]}
          </section>
        ))}
      </div>
    </div>
  );
}
