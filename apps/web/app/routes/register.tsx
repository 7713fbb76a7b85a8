import { RegisterPage } from '~/features/account/components/register-page';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:register' };

export default function RegisterRoute() {
  return (
    <QueryProvider>
      <RegisterPage />
    </QueryProvider>
  );
}
