import { PageHero } from '../../components/page-hero.tsx';
import { routeEntry } from '../../route-manifest.ts';

const entry = routeEntry('dashboard');

export function Component() {
  return <PageHero title={entry.title} intro={entry.description} />;
}
