import { privacyPolicy as policy } from '#content/legal/privacy.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { formatLongDay } from '../../format/dates.ts';
import { ContactDetails, LegalDocument } from './legal-document.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

function StorageTable() {
  return (
    <div className="sol-table-wrap">
      <table className="sol-table">
        <caption className="visually-hidden">Entries this website keeps in your browser</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">What it stores</th>
          </tr>
        </thead>
        <tbody>
          {policy.storageKeys.map((item) => (
            <tr key={item.key}>
              <th scope="row">
                <code>{item.key}</code>
              </th>
              <td>{item.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const handle: PageHandle = {
  title: 'Privacy Policy',
  description: 'How we collect, use and protect information when you visit our website.',
};

export function Component() {
  return (
    <>
      <PageHero
        title={handle.title}
        intro={
          <>
            Last updated:{' '}
            <time dateTime={policy.effectiveDate}>{formatLongDay(policy.effectiveDate)}</time>
          </>
        }
      />
      <LegalDocument
        intro={policy.intro}
        sections={policy.sections}
        extras={{ 'browser-storage': <StorageTable />, contact: <ContactDetails /> }}
      />
    </>
  );
}
