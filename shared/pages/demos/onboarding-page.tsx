import { useCallback } from 'react';
import { onboardingNextSteps, onboardingSteps } from '#content/demos/onboarding.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { OnboardingChecklist } from './onboarding-checklist.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'Onboarding',
  description: 'Set up your account step by step and launch your first AI agent.',
};

export function Component() {
  // A sample account: completing onboarding is recorded in the console, nothing is sent.
  const onComplete = useCallback(() => console.info('Onboarding complete'), []);
  return (
    <>
      <PageHero eyebrow="Account setup" title={handle.title} intro={handle.description} />
      <Section
        id="checklist"
        title="Your setup checklist"
        intro="Finish the required steps to launch your first agent. Optional steps can wait."
      >
        <OnboardingChecklist
          steps={onboardingSteps}
          nextSteps={onboardingNextSteps}
          idPrefix="onboarding"
          onComplete={onComplete}
          formAction="/onboarding#checklist"
        />
      </Section>
    </>
  );
}
