import { quickStart as content } from '#content/developers/quick-start.ts';
import { CodeBlock } from '../../components/code-block.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { DeveloperHero } from './developer-hero.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'Quick Start Guide',
  description:
    'Launch your first AI voice agent in minutes: create an account, configure an agent and connect a phone number.',
};

export function Component() {
  const { hero } = content;
  return (
    <>
      <DeveloperHero
        hero={hero}
        primary={{ label: 'Create Free Account', to: '/onboarding', conversion: true }}
        secondary={{ label: 'Read the Docs', to: '/documentation' }}
      />

      <Section id="before-you-begin" title="Before you begin">
        <div className="card sol-prereq">
          <ul className="check-list">
            {content.prerequisites.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        id="steps"
        tone="muted"
        title="Five steps to a live agent"
        intro="Follow the steps in order; each one takes a few minutes."
      >
        <ol className="sol-guide">
          {content.steps.map((step, index) => (
            <li key={step.id} id={step.id} className="sol-guide__step">
              <span className="icon-tile icon-tile--round sol-guide__number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="sol-guide__body">
                <h3 className="sol-guide__title">
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="sol-guide__text">{step.text}</p>
                {step.points ? (
                  <ul className="check-list sol-guide__points">
                    {step.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                ) : null}
                {step.code ? (
                  <CodeBlock
                    code={step.code.code}
                    language={step.code.language}
                    title={step.code.title}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="next-steps" title="Where to go next">
        <FeatureGrid features={content.next} columns={3} />
      </Section>
    </>
  );
}
