import { ecommerce } from '#content/solutions/ecommerce.ts';
import { IndustryPage } from './industry-page.tsx';

export function Component() {
  return <IndustryPage content={ecommerce} />;
}
