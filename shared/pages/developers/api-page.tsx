import { apiReference as content } from '#content/developers/api-reference.ts';
import type { EndpointGroup } from '#content/schema/developers.ts';
import { CodeBlock } from '../../components/code-block.tsx';
import { DocLayout, DocSection } from './doc-layout.tsx';
import { DeveloperHero } from './developer-hero.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

/** Anchors are the ones the developer page links to (/api#agents, /api#error-handling...). */
const toc = [
  { id: 'authentication', label: 'Authentication' },
  { id: 'base-url', label: 'Base URL' },
  ...content.endpointGroups.map((group) => ({ id: group.id, label: group.name })),
  { id: 'error-handling', label: 'Error Handling' },
  { id: 'rate-limiting', label: 'Rate Limiting' },
  { id: 'pagination', label: 'Pagination' },
  { id: 'versioning', label: 'Versioning' },
];

function Operations({ group }: { group: EndpointGroup }) {
  return (
    <ul className="sol-ops" aria-label={`${group.name} endpoints`}>
      {group.operations.map((operation) => (
        <li key={`${operation.method} ${operation.path}`} className="sol-ops__item">
          <p className="sol-ops__signature">
            <span className={`sol-method sol-method--${operation.method.toLowerCase()}`}>
              {operation.method}
            </span>
            <code className="sol-ops__path">{operation.path}</code>
          </p>
          <p className="sol-ops__description">{operation.description}</p>
        </li>
      ))}
    </ul>
  );
}

export const handle: PageHandle = {
  title: 'API Reference',
  description:
    'The REST API for agents, conversations, analytics, webhooks and integrations, with authentication and rate limits.',
};

export function Component() {
  const { hero, authentication, errors, rateLimiting, pagination, versioning } = content;
  return (
    <>
      <DeveloperHero
        hero={hero}
        primary={{ label: 'Get API Key', to: '/onboarding' }}
        secondary={{ label: 'Documentation', to: '/documentation' }}
      />
      <DocLayout toc={toc}>
        <DocSection id="authentication" title="Authentication" intro={authentication.text}>
          <CodeBlock
            code={authentication.code.code}
            language={authentication.code.language}
            title={authentication.code.title}
          />
        </DocSection>

        <DocSection
          id="base-url"
          title="Base URL"
          intro="All endpoints live under one versioned base URL and accept and return JSON over HTTPS."
        >
          <CodeBlock code={content.baseUrl} language="http" title="Base URL" />
        </DocSection>

        {content.endpointGroups.map((group) => (
          <DocSection key={group.id} id={group.id} title={group.name} intro={group.text}>
            <Operations group={group} />
          </DocSection>
        ))}

        <DocSection id="error-handling" title="Error Handling" intro={errors.text}>
          {/* With large text on a phone the table may be wider than the screen: it scrolls in its
              own region, which keyboard users reach with Tab. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="sol-table-wrap" role="region" aria-label="HTTP status codes" tabIndex={0}>
            <table className="sol-table">
              <caption className="visually-hidden">HTTP status codes returned by the API</caption>
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {errors.codes.map((code) => (
                  <tr key={code.status}>
                    <td>
                      <code>{code.status}</code>
                    </td>
                    <td>{code.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CodeBlock
            code={errors.code.code}
            language={errors.code.language}
            title={errors.code.title}
          />
        </DocSection>

        <DocSection id="rate-limiting" title="Rate Limiting" intro={rateLimiting.text}>
          <ul className="check-list">
            {rateLimiting.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </DocSection>

        <DocSection id="pagination" title="Pagination" intro={pagination.text}>
          <CodeBlock
            code={pagination.code.code}
            language={pagination.code.language}
            title={pagination.code.title}
          />
        </DocSection>

        <DocSection id="versioning" title="Versioning" intro={versioning.text}>
          <ul className="check-list">
            {versioning.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </DocSection>
      </DocLayout>
    </>
  );
}
