import { MaintenanceScreen } from '~/features/errors/components/maintenance-screen';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { skipAuth: true, title: 'titles:under_maintenance' };

export default function UnderMaintenancePage() {
  return <MaintenanceScreen />;
}
