import { redirect } from 'react-router';
import { enterpriseEntryPath } from '@wellfit/contracts/routes';
import type { Route } from './+types/enterprise-entry-redirect';

/** SPEC §2: /ez/{enterpriseCode} is /ez/{enterpriseCode}/0 (not a demo). */
export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(enterpriseEntryPath(params.enterpriseCode) + new URL(request.url).search);
}

export default function Redirecting() {
  return null;
}
