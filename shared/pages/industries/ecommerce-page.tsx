import { ecommerce } from '#content/industries/ecommerce.ts';
import { IndustryPage } from './industry-page.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'AI Agents for E-commerce',
  description:
    'AI agents that answer shoppers, recover abandoned carts and handle order questions around the clock.',
};

export function Component() {
  return <IndustryPage content={ecommerce} />;
}
