import { data } from 'react-router-dom';
import { NotFoundView } from '../../layout/not-found-view.tsx';

/** The catch-all route: a real 404 status on the server, the spec's page in the browser. */
export function loader() {
  return data(null, { status: 404 });
}

export function Component() {
  return <NotFoundView />;
}
