import { healthcare } from '#content/solutions/healthcare.ts';
import { IndustryPage } from './industry-page.tsx';

export function Component() {
  return <IndustryPage content={healthcare} />;
}
