import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
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
import { ApiError } from '~/lib/api-client';
import { checkForgetCode } from '../api/check-forget-code';
import { checkUserExist } from '../api/check-user-exist';
import { forgetPassword } from '../api/forget-password';
import { sendVerifyCode } from '../api/send-verify-code';
import { openAuthDialog } from '~/lib/auth-dialog-store';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { DialogFrame } from './dialog-frame';
import { FormAlert, FormField, PasswordField } from '~/components/ui/form-field';
import { AccountField, AccountModeChoice } from './account-fields';
import { SendCodeButton } from '~/components/ui/send-code-button';

const verifyStepSchema = z
  .object({ mode: z.enum(['mobile', 'email']), account: z.string(), code: z.string() })
  .superRefine((form, context) => {
    const account = (form.mode === 'mobile' ? mobileSchema : emailSchema).safeParse(form.account);
    for (const issue of account.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: ['account'], message: issue.message });
    const code = verificationCodeSchema.safeParse(form.code);
    for (const issue of code.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: ['code'], message: issue.message });
  });
type VerifyStep = z.infer<typeof verifyStepSchema>;

const passwordStepSchema = withPasswordConfirmation(
  z.object({ newPassword: newPasswordSchema, confirmPassword: z.string().min(1, { error: 'warning_required' }) }),
);
type PasswordStep = z.infer<typeof passwordStepSchema>;

const EMPTY_VERIFY_STEP: VerifyStep = { mode: 'mobile', account: '', code: '' };

/**
 * SPEC §2, §4 reset-password dialog. Step 1: mobile or e-mail, account and code (the account must
 * exist: warning_user_not_found); the verified code gives a reset token. Step 2: the new password
 * twice. Back returns to an empty step 1. Static backdrop, Escape does nothing.
 */
export default function ResetPasswordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [verified, setVerified] = useState<{ username: string; uuid: string } | null>(null);
  // A new key remounts step 1 empty, its Send Code countdown included (SPEC §2: Back resets step 1).
  const [attempt, setAttempt] = useState(0);

  return (
    <DialogFrame
      title={t('pages:auth.reset_title')}
      description={verified ? t('pages:auth.reset_step_password') : t('pages:auth.reset_step_verify')}
      onClose={onClose}
      staticBackdrop
      testId="reset-password-dialog"
    >
      {verified ? (
        <PasswordStepForm
          username={verified.username}
          uuid={verified.uuid}
          failure={failure}
          setFailure={setFailure}
          onBack={() => {
            setVerified(null);
            setFailure(null);
            setAttempt((value) => value + 1);
          }}
        />
      ) : (
        <VerifyStepForm key={attempt} failure={failure} setFailure={setFailure} onVerified={setVerified} />
      )}
    </DialogFrame>
  );
}

interface StepProps {
  failure: string | null;
  setFailure(message: string | null): void;
}

function VerifyStepForm({
  failure,
  setFailure,
  onVerified,
}: StepProps & { onVerified(result: { username: string; uuid: string }): void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<VerifyStep>({
    resolver: zodResolver(verifyStepSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_VERIFY_STEP,
  });
  const [mode, account] = useWatch({ control, name: ['mode', 'account'] });
  const accountValid = mode === 'mobile' ? isValidMobile(account) : isValidEmail(account);
  const accountLabel = mode === 'mobile' ? t('pages:auth.mobile') : t('pages:auth.email');

  const sendCode = async () => {
    setFailure(null);
    const username = getValues('account').trim();
    // SPEC §5: the send-code action first checks that the user exists.
    if (!(await checkUserExist(username))) {
      throw new ApiError(t('messages:warning_user_not_found'), 400, 'warning_user_not_found');
    }
    await sendVerifyCode({ username });
  };

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const username = form.account.trim();
      onVerified({ username, uuid: await checkForgetCode({ username, code: form.code }) });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
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
        error={fieldErrorText(errors.account, accountLabel, true)}
        {...register('account')}
      />
      <FormField
        label={t('pages:auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={fieldErrorText(errors.code, t('pages:auth.code'), true)}
        trailing={<SendCodeButton send={sendCode} disabled={!accountValid} onError={setFailure} />}
        {...register('code')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={!accountValid || isSubmitting} className="w-full">
        {t('pages:auth.next')}
      </Button>
    </form>
  );
}

function PasswordStepForm({
  username,
  uuid,
  failure,
  setFailure,
  onBack,
}: StepProps & { username: string; uuid: string; onBack(): void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordStep>({
    resolver: zodResolver(passwordStepSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await forgetPassword({ username, uuid, ...form });
      openAuthDialog('resetDone');
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PasswordField
        label={t('pages:auth.new_password')}
        autoComplete={PASSWORD_AUTOCOMPLETE.new}
        hint={t(`messages:${NEW_PASSWORD_HINT_KEY}`)}
        error={fieldErrorText(errors.newPassword, t('pages:auth.new_password'), true)}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('pages:auth.confirm_password')}
        autoComplete={PASSWORD_AUTOCOMPLETE.new}
        error={fieldErrorText(errors.confirmPassword, t('pages:auth.confirm_password'), true)}
        {...register('confirmPassword')}
      />
      <FormAlert>{failure}</FormAlert>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t('pages:auth.back')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t('pages:auth.reset_submit')}
        </Button>
      </div>
    </form>
  );
}
