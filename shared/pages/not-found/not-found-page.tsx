import { data } from 'react-router-dom';
import { NOT_FOUND_DESCRIPTION, NotFoundView } from '../../layout/not-found-view.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { NOT_FOUND_TITLE } from '../../routing/route-titles.ts';

/** The catch-all route: a real 404 status on the server, the 404 page in the browser. */
export function loader() {
  return data(null, { status: 404 });
}

export const handle: PageHandle = {
  title: NOT_FOUND_TITLE,
  description: NOT_FOUND_DESCRIPTION,
};

export function Component() {
  return <NotFoundView />;
}
