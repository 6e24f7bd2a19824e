import { realEstate } from '#content/industries/real-estate.ts';
import { IndustryPage } from './industry-page.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'AI Agents for Real Estate',
  description:
    'AI agents that qualify buyers and sellers, book showings and follow up with every lead for you.',
};

export function Component() {
  return <IndustryPage content={realEstate} />;
}
