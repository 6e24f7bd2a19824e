import { useLoaderData } from 'react-router-dom';
import { terms } from '#content/legal/terms.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { formatLongDay } from '../../format/dates.ts';
import { useToday, utcDay } from './last-updated.ts';
import { ContactDetails, LegalDocument } from './legal-document.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

interface TermsData {
  /** The UTC day when the page was rendered, YYYY-MM-DD. */
  readonly today: string;
}

/** Runs on the server for the first render, in the browser on client navigations. */
export function loader(): TermsData {
  return { today: utcDay(new Date()) };
}

export const handle: PageHandle = {
  title: 'Terms of Service',
  description: 'The terms that govern the use of our website, products and services.',
};

export function Component() {
  const { today: serverDay } = useLoaderData() as TermsData;
  // The "Last updated" date is today's date.
  const today = useToday(serverDay);
  return (
    <>
      <PageHero
        title={handle.title}
        intro={
          <>
            Last updated: <time dateTime={today}>{formatLongDay(today)}</time>
          </>
        }
      />
      <LegalDocument
        intro={terms.intro}
        sections={terms.sections}
        numbered
        extras={{ contact: <ContactDetails /> }}
      />
    </>
  );
}
