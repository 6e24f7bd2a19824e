import { healthcare } from '#content/industries/healthcare.ts';
import { IndustryPage } from './industry-page.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'AI Agents for Healthcare',
  description:
    'HIPAA-compliant AI voice and chat agents that book appointments, answer patient questions and reduce no-shows.',
};

export function Component() {
  return <IndustryPage content={healthcare} />;
}
