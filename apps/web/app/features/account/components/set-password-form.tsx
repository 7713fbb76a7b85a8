import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { displayMobile } from '@wellfit/contracts/address';
import type { UserDetails } from '@wellfit/contracts/user';
import {
  NEW_PASSWORD_HINT_KEY,
  newPasswordSchema,
  PASSWORD_AUTOCOMPLETE,
  verificationCodeSchema,
  withPasswordConfirmation,
} from '@wellfit/contracts/validation';
import { Button } from '~/components/ui/button';
import { FormAlert, FormField, PasswordField } from '~/components/ui/form-field';
import { SendCodeButton } from '~/components/ui/send-code-button';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { showToast } from '~/lib/toast';
import { accountKeys } from '../api/account-query-keys';

/**
 * The SPEC §7 reset-by-code calls (sendVerifyCode, checkForgetCode, forgetPassword), which the
 * auth feature owns: the route hands them over (features do not import each other).
 */
export interface PasswordCodeCalls {
  sendCode(username: string): Promise<void>;
  /** Answers the reset token. */
  checkCode(username: string, code: string): Promise<string>;
  /** Sets the password as the signed-in member, who stays signed in here. */
  setPassword(body: { username: string; newPassword: string; confirmPassword: string; uuid: string }): Promise<void>;
}

const setPasswordSchema = withPasswordConfirmation(
  z.object({
    code: verificationCodeSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: 'warning_required' }),
  }),
);
type SetPasswordFields = z.input<typeof setPasswordSchema>;

/** The account the code goes to: the mobile as the member knows it, else the e-mail. */
function codeAccount(user: UserDetails): string | null {
  return user.phone ? displayMobile(user.phone) : user.email;
}

/**
 * /member/settings for a member without a password (signed up by a one-time code or an external
 * provider; issue 34): instead of a current password they never had, a code sent to their mobile
 * or e-mail proves them, by the same calls as the reset-password dialog.
 */
export function SetPasswordForm({ user, calls }: { user: UserDetails; calls: PasswordCodeCalls }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const account = codeAccount(user);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordFields>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });

  if (!account) return <p className="text-sm text-ink-600">{t('pages:account.set_password_no_account')}</p>;

  const submit = handleSubmit(async ({ code, newPassword, confirmPassword }) => {
    setFailure(null);
    try {
      const uuid = await calls.checkCode(account, code.trim());
      await calls.setPassword({ username: account, newPassword, confirmPassword, uuid });
      showToast(t('pages:account.password_set'));
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4" data-testid="set-password">
      <p className="text-sm text-ink-600">{t('pages:account.set_password_intro', { account })}</p>
      <FormField
        label={t('pages:account.code_for_password', { account })}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={fieldErrorText(errors.code, t('pages:auth.code'))}
        trailing={<SendCodeButton send={() => calls.sendCode(account)} onError={setFailure} />}
        {...register('code')}
      />
      <PasswordField
        label={t('pages:auth.new_password')}
        autoComplete={PASSWORD_AUTOCOMPLETE.new}
        hint={t(`messages:${NEW_PASSWORD_HINT_KEY}`)}
        error={fieldErrorText(errors.newPassword, t('pages:auth.new_password'))}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('pages:auth.confirm_password')}
        autoComplete={PASSWORD_AUTOCOMPLETE.new}
        error={fieldErrorText(errors.confirmPassword, t('pages:auth.confirm_password'))}
        {...register('confirmPassword')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {t('pages:account.set_password_submit')}
      </Button>
    </form>
  );
}
