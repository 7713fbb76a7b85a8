import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LOGIN_TYPE } from '@wellfit/contracts/constants';
import {
  emailSchema,
  isValidEmail,
  isValidMobile,
  mobileSchema,
  NEW_PASSWORD_HINT_KEY,
  newPasswordSchema,
  PASSWORD_AUTOCOMPLETE,
  verificationCodeSchema,
  withPasswordConfirmation,
} from '@wellfit/contracts/validation';
import { Button } from '~/components/ui/button';
import { passwordRegistered } from '../api/password-registered';
import { sendVerifyCode } from '../api/send-verify-code';
import { openAuthDialog } from '~/lib/auth-dialog-store';
import { completeLogin } from '../complete-login';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { AccountField, AccountModeChoice } from './account-fields';
import { DialogFrame } from './dialog-frame';
import { FormAlert, FormField, PasswordField } from '~/components/ui/form-field';
import { SendCodeButton } from '~/components/ui/send-code-button';

/** The account by the chosen mode's rule, the code, and the §5 password twice (rules from contracts). */
const signUpFormSchema = withPasswordConfirmation(
  z
    .object({
      mode: z.enum(['mobile', 'email']),
      account: z.string(),
      code: z.string(),
      newPassword: newPasswordSchema,
      confirmPassword: z.string().min(1, { error: 'warning_required' }),
    })
    .superRefine((form, context) => {
      const account = (form.mode === 'mobile' ? mobileSchema : emailSchema).safeParse(form.account);
      for (const issue of account.error?.issues ?? [])
        context.addIssue({ code: 'custom', path: ['account'], message: issue.message });
      const code = verificationCodeSchema.safeParse(form.code);
      for (const issue of code.error?.issues ?? [])
        context.addIssue({ code: 'custom', path: ['code'], message: issue.message });
    }),
);
type SignUpForm = z.infer<typeof signUpFormSchema>;

/**
 * Sign-up with a password (SPEC §7): a code for the mobile or e-mail from sendVerifyCode, then
 * passwordRegistered with the account, the §5 password and the code, which logs the member in.
 * The new member then completes their profile on /register like after a first code login.
 */
export default function SignUpDialog({
  onClose,
  onLoggedIn,
}: {
  onClose(): void;
  onLoggedIn(outcome: 'loggedIn' | 'registering'): void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: { mode: 'mobile', account: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const [mode, account, code, newPassword, confirmPassword] = useWatch({
    control,
    name: ['mode', 'account', 'code', 'newPassword', 'confirmPassword'],
  });
  const accountValid = mode === 'mobile' ? isValidMobile(account) : isValidEmail(account);
  // SPEC §5: an empty field shows no message but keeps the action disabled.
  const filled = [code, newPassword, confirmPassword].every((value) => value.trim() !== '');
  const accountLabel = mode === 'mobile' ? t('pages:auth.mobile') : t('pages:auth.email');

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const username = form.account.trim();
      const answer = await passwordRegistered({ username, password: form.newPassword, code: form.code.trim() });
      onLoggedIn(completeLogin(answer, { loginType: LOGIN_TYPE.password, account: username }));
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <DialogFrame
      title={t('pages:auth.sign_up_title')}
      description={t('pages:auth.sign_up_intro')}
      onClose={onClose}
      testId="sign-up-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <AccountModeChoice
          value={mode}
          onChange={(next) => {
            setValue('mode', next);
            setValue('account', '');
            setFailure(null);
            if (touchedFields.account) void trigger('account');
          }}
        />
        <AccountField
          key={mode}
          mode={mode}
          label={accountLabel}
          placeholder={mode === 'mobile' ? '0912345678' : 'name@example.com'}
          error={fieldErrorText(errors.account, accountLabel, true)}
          {...register('account')}
        />
        <FormField
          label={t('pages:auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={fieldErrorText(errors.code, t('pages:auth.code'), true)}
          trailing={
            <SendCodeButton
              send={async () => {
                setFailure(null);
                await sendVerifyCode({ username: getValues('account').trim() });
              }}
              disabled={!accountValid}
              onError={setFailure}
            />
          }
          {...register('code')}
        />
        <PasswordField
          label={t('pages:auth.password')}
          autoComplete={PASSWORD_AUTOCOMPLETE.new}
          hint={t(`messages:${NEW_PASSWORD_HINT_KEY}`)}
          error={fieldErrorText(errors.newPassword, t('pages:auth.password'), true)}
          {...register('newPassword')}
        />
        <PasswordField
          label={t('pages:auth.confirm_sign_up_password')}
          autoComplete={PASSWORD_AUTOCOMPLETE.new}
          error={fieldErrorText(errors.confirmPassword, t('pages:auth.confirm_sign_up_password'), true)}
          {...register('confirmPassword')}
        />
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" disabled={!accountValid || !filled || isSubmitting} className="w-full">
          {isSubmitting ? t('common:loading') : t('pages:auth.sign_up_submit')}
        </Button>
        <button
          type="button"
          onClick={() => openAuthDialog('login')}
          className="min-h-11 rounded-lg text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('pages:auth.have_account_log_in')}
        </button>
      </form>
    </DialogFrame>
  );
}
