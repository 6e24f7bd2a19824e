import { documentation as content } from '#content/developers/documentation.ts';
import { sdks } from '#content/developers/sdks.ts';
import { CodeBlock } from '../../components/code-block.tsx';
import { Icon } from '../../components/icon.tsx';
import { DocLayout, DocSection } from './doc-layout.tsx';
import { DeveloperHero } from './developer-hero.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

const toc = [
  ...content.sections.map((section) => ({ id: section.id, label: section.title })),
  { id: 'sdks', label: 'SDKs' },
];

export const handle: PageHandle = {
  title: 'Documentation',
  description:
    'Guides and reference for configuring agents, conversations, integrations, analytics and webhooks.',
};

export function Component() {
  const { hero } = content;
  return (
    <>
      <DeveloperHero
        hero={hero}
        primary={{ label: 'Quick Start Guide', to: '/quick-start' }}
        secondary={{ label: 'API Reference', to: '/api' }}
      />
      <DocLayout toc={toc}>
        {content.sections.map((section) => (
          <DocSection key={section.id} id={section.id} title={section.title}>
            <div className="sol-doc-section__lead">
              <span className="icon-tile card__icon">
                <Icon name={section.icon} />
              </span>
              <p>{section.text}</p>
            </div>
            <ul className="sol-topics">
              {section.topics.map((topic) => (
                <li key={topic.title} className="sol-topic">
                  <h3 className="sol-topic__title">{topic.title}</h3>
                  <p className="sol-topic__text">{topic.text}</p>
                </li>
              ))}
            </ul>
            {section.code ? (
              <CodeBlock
                code={section.code.code}
                language={section.code.language}
                title={section.code.title}
              />
            ) : null}
          </DocSection>
        ))}
        <DocSection id="sdks" title="SDKs" intro={content.sdkIntro}>
          <div className="sol-doc-sdks">
            {sdks.map((sdk) => (
              <article key={sdk.id} id={`sdk-${sdk.id}`} className="sol-doc-sdk">
                <h3 className="sol-doc-sdk__title">
                  <span className={`sol-sdk__logo sol-sdk__logo--${sdk.id}`} aria-hidden="true">
                    {sdk.monogram}
                  </span>
                  {sdk.name}
                </h3>
                <p className="sol-doc-sdk__package">
                  Package: <code>{sdk.packageName}</code>
                </p>
                <CodeBlock
                  code={sdk.install}
                  language="bash"
                  title={`Install the ${sdk.name} SDK`}
                />
              </article>
            ))}
          </div>
        </DocSection>
      </DocLayout>
    </>
  );
}
