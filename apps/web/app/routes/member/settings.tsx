import { MemberSettingsPage } from '~/features/account/components/member-settings-page';
import type { PasswordCodeCalls } from '~/features/account/components/set-password-form';
import { checkForgetCode } from '~/features/auth/api/check-forget-code';
import { forgetPassword } from '~/features/auth/api/forget-password';
import { sendVerifyCode } from '~/features/auth/api/send-verify-code';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:member_settings' };

/** A member without a password sets one by the reset-by-code calls of SPEC §7 (auth feature). */
const passwordCodeCalls: PasswordCodeCalls = {
  sendCode: (username) => sendVerifyCode({ username }),
  checkCode: (username, code) => checkForgetCode({ username, code }),
  setPassword: (body) => forgetPassword(body, { asMember: true }),
};

export default function MemberSettingsRoute() {
  return <MemberSettingsPage passwordCodeCalls={passwordCodeCalls} />;
}
