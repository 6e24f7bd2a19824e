import { realEstate } from '#content/solutions/real-estate.ts';
import { IndustryPage } from './industry-page.tsx';

export function Component() {
  return <IndustryPage content={realEstate} />;
}
