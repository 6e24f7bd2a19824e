import type { ReactNode } from 'react';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { BusinessHours, ContactInformation } from '../../forms/contact/contact-details.tsx';

interface ContactFrameProps {
  /** The page's title and description, shown as its hero. */
  readonly page: { readonly title: string; readonly description: string };
  /** The form card's content. */
  readonly children: ReactNode;
}

/** The frame of both contact pages: the hero, then the form card beside the contact details. */
export function ContactFrame({ page, children }: ContactFrameProps) {
  return (
    <>
      <PageHero eyebrow="Contact" title={page.title} intro={page.description} />
      <Section>
        <div className="forms-layout">
          <div className="card forms-card">{children}</div>
          <aside className="forms-aside" aria-label="Contact details">
            <ContactInformation />
            <BusinessHours />
          </aside>
        </div>
      </Section>
    </>
  );
}
