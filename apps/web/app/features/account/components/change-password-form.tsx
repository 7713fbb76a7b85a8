import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody, type ResetPasswordBody } from '@wellfit/contracts/auth';
import { NEW_PASSWORD_HINT_KEY, PASSWORD_AUTOCOMPLETE } from '@wellfit/contracts/validation';
import { FormAlert, PasswordField } from '~/components/ui/form-field';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { Button } from '~/components/ui/button';
import { showToast } from '~/lib/toast';
import { changePassword } from '../api/change-password';

/** /member/settings: change password (old, new, confirmation); the member's other sessions end on the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await changePassword(body);
      reset();
      showToast(t('messages:tip_password_changed'));
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <PasswordField
        label={t('pages:account.old_password')}
        autoComplete={PASSWORD_AUTOCOMPLETE.current}
        error={fieldErrorText(errors.oldPassword, t('pages:account.old_password'))}
        {...register('oldPassword')}
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
        {t('pages:account.change_password_submit')}
      </Button>
    </form>
  );
}
