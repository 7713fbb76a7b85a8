import { signInWithCredentials } from '~/features/auth/sign-in-with-credentials';
import { EnterpriseRegistration } from '~/features/enterprise/components/enterprise-registration';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/enterprise-registration';

export const handle: RouteHandle = { skipAuth: true, hideCookieBanner: true, title: 'titles:enterprise_registration' };

/** /ezr/{token}: enterprise registration (SPEC §2, §7 checkEzAccount). */
export default function EnterpriseRegistrationPage({ params }: Route.ComponentProps) {
  return <EnterpriseRegistration token={params.token} signIn={signInWithCredentials} />;
}
