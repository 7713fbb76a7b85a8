import { redirect } from 'react-router';
import type { Route } from './+types/order-detail-redirect';

/**
 * /order-detail/{id}: where the server's notifications and e-mails about an order link
 * (contracts/orders.ts orderDetailPath); the order's page is /order/{id}
 * (docs/decisions/order-detail-page.md), so this address keeps working by a permanent redirect.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(`/order/${encodeURIComponent(params.id)}${new URL(request.url).search}`, 301);
}

export default function Redirecting() {
  return null;
}
