import { data } from 'react-router';
import { NotFoundScreen } from '~/features/errors/components/not-found-screen';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:not_found' };

/** SPEC §2: unknown paths, /history and /coop-partners answer HTTP 404 with the not-found page. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
