import { signInWithCredentials } from '~/features/auth/sign-in-with-credentials';
import { EnterpriseEntry } from '~/features/enterprise/components/enterprise-entry';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/enterprise-entry';

export const handle: RouteHandle = { skipAuth: true, hideCookieBanner: true, title: 'titles:enterprise_entry' };

/** /ez/{enterpriseCode}/{isDemo}: enterprise sign-up by company code (SPEC §2, §6). */
export default function EnterpriseEntryPage({ params }: Route.ComponentProps) {
  return (
    <EnterpriseEntry
      enterpriseCode={params.enterpriseCode}
      isDemo={params.isDemo === '1'}
      signIn={signInWithCredentials}
    />
  );
}
