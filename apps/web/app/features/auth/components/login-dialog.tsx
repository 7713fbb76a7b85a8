import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { LoginAnswer } from '@wellfit/contracts/auth';
import { COUNTRY_CODE, LOGIN_TYPE, STORAGE_KEYS, type LoginType } from '@wellfit/contracts/constants';
import {
  currentPasswordSchema,
  emailSchema,
  isMaskedEmail,
  isValidEmail,
  isValidMobile,
  mobileSchema,
  verificationCodeSchema,
} from '@wellfit/contracts/validation';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { isNonEmptyText, storage } from '~/lib/storage';
import { showToast } from '~/lib/toast';
import { commonLogin } from '../api/common-login';
import { logoutOnServer } from '../api/logout';
import { pcLogin } from '../api/pc-login';
import { sendEmailLoginCode, sendMobileLoginCode } from '../api/send-login-code';
import { openAuthDialog } from '~/lib/auth-dialog-store';
import { clearSession } from '../clear-session';
import { completeLogin } from '../complete-login';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { AccountField, AccountModeChoice, type AccountMode } from './account-fields';
import { DialogFrame } from './dialog-frame';
import { FormAlert, FormField, PasswordField } from '~/components/ui/form-field';
import { SendCodeButton } from '~/components/ui/send-code-button';
import { SocialSignIn } from './social-sign-in';

/**
 * The form's values: the account is checked by the rule of the chosen mode, the secret by the
 * chosen method (SPEC §5 rules from contracts, never restated here).
 */
const loginFormSchema = z
  .object({
    mode: z.enum(['mobile', 'email']),
    method: z.enum(['code', 'password']),
    account: z.string(),
    code: z.string(),
    password: z.string(),
    remember: z.boolean(),
  })
  .superRefine((form, context) => {
    const account = (form.mode === 'mobile' ? mobileSchema : emailSchema).safeParse(form.account);
    for (const issue of account.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: ['account'], message: issue.message });
    const [field, rule] =
      form.method === 'code'
        ? (['code', verificationCodeSchema] as const)
        : (['password', currentPasswordSchema] as const);
    const secret = rule.safeParse(form[field]);
    for (const issue of secret.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: [field], message: issue.message });
  });
type LoginForm = z.infer<typeof loginFormSchema>;

/** SPEC §2 Remember me: the cached account of each mode. */
const CACHE_KEY = { mobile: STORAGE_KEYS.cachePhone, email: STORAGE_KEYS.cacheEmail } as const;

function cachedAccount(mode: AccountMode): string {
  return storage.get(CACHE_KEY[mode], isNonEmptyText) ?? '';
}

function initialMode(): AccountMode {
  return !cachedAccount('mobile') && cachedAccount('email') ? 'email' : 'mobile';
}

function rememberAccount(form: LoginForm): void {
  if (form.remember) storage.set(CACHE_KEY[form.mode], form.account.trim());
  else storage.remove(STORAGE_KEYS.cachePhone, STORAGE_KEYS.cacheEmail);
}

async function logIn(form: LoginForm): Promise<{ answer: LoginAnswer; loginType: LoginType }> {
  if (form.method === 'password') {
    const answer = await commonLogin({
      loginType: LOGIN_TYPE.password,
      loginDTO: { username: form.account, password: form.password },
    });
    return { answer, loginType: LOGIN_TYPE.password };
  }
  if (form.mode === 'mobile') {
    const answer = await pcLogin({
      loginType: LOGIN_TYPE.mobileCode,
      countryCode: COUNTRY_CODE,
      data: { phone: form.account, code: form.code },
    });
    return { answer, loginType: LOGIN_TYPE.mobileCode };
  }
  const answer = await pcLogin({ loginType: LOGIN_TYPE.emailCode, data: { email: form.account, code: form.code } });
  return { answer, loginType: LOGIN_TYPE.emailCode };
}

/**
 * SPEC §2 login dialog: mobile (+886) or e-mail, by one-time code or password, Remember me,
 * social sign-in, and the way to the reset dialog. `onLoggedIn` gets the outcome so the host can
 * take a new member to /register.
 */
export default function LoginDialog({
  onClose,
  onLoggedIn,
}: {
  onClose(): void;
  onLoggedIn(outcome: 'loggedIn' | 'registering'): void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [startMode] = useState(initialMode);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    trigger,
    getValues,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: {
      mode: startMode,
      method: 'code',
      account: cachedAccount(startMode),
      code: '',
      password: '',
      remember: cachedAccount(startMode) !== '',
    },
  });
  const [mode, method, account, code, password] = useWatch({
    control,
    name: ['mode', 'method', 'account', 'code', 'password'],
  });
  // SPEC §5: submit (and Send Code) stay disabled while the account is invalid, and submit while
  // the code or password is still empty.
  const accountValid = mode === 'mobile' ? isValidMobile(account) : isValidEmail(account);
  const secretFilled = (method === 'code' ? code : password).trim() !== '';

  const switchMode = (next: AccountMode) => {
    setValue('mode', next);
    setValue('account', cachedAccount(next));
    setFailure(null);
    showToast(next === 'mobile' ? t('pages:auth.switched_to_mobile') : t('pages:auth.switched_to_email'));
    if (touchedFields.account) void trigger('account');
  };

  const sendCode = async () => {
    setFailure(null);
    const value = getValues('account').trim();
    if (mode === 'mobile') await sendMobileLoginCode({ phone: value, countryCode: COUNTRY_CODE });
    else await sendEmailLoginCode({ email: value, checkEmail: isMaskedEmail(value) });
  };

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const { answer, loginType } = await logIn(form);
      rememberAccount(form);
      onLoggedIn(completeLogin(answer, { loginType, account: form.account.trim() }));
    } catch (error) {
      if (error instanceof ApiError && error.key === 'require_action_reset_password') {
        // SPEC §4: the dialog closes, the session is logged out, a prompt offers Reset Password.
        await logoutOnServer();
        clearSession();
        openAuthDialog('resetRequired');
        return;
      }
      setFailure(errorText(error));
    }
  });

  const accountLabel = mode === 'mobile' ? t('pages:auth.mobile') : t('pages:auth.email');
  return (
    <DialogFrame
      title={t('pages:auth.login_title')}
      description={t('pages:auth.login_intro')}
      onClose={onClose}
      testId="login-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <AccountModeChoice value={mode} onChange={switchMode} />
        <AccountField
          key={mode}
          mode={mode}
          label={accountLabel}
          placeholder={mode === 'mobile' ? '0912345678' : 'name@example.com'}
          error={fieldErrorText(errors.account, accountLabel, true)}
          {...register('account')}
        />
        {method === 'code' ? (
          <FormField
            label={t('pages:auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={fieldErrorText(errors.code, t('pages:auth.code'), true)}
            trailing={<SendCodeButton send={sendCode} disabled={!accountValid} onError={setFailure} />}
            {...register('code')}
          />
        ) : (
          <PasswordField
            label={t('pages:auth.password')}
            autoComplete="current-password"
            error={fieldErrorText(errors.password, t('pages:auth.password'), true)}
            {...register('password')}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="inline-flex min-h-11 items-center gap-2 text-ink-700">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('remember')} />
            {t('pages:auth.remember_me')}
          </label>
          <button
            type="button"
            className="min-h-11 rounded-lg px-1 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => openAuthDialog('reset')}
          >
            {t('pages:auth.forgot_password')}
          </button>
        </div>
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" disabled={!accountValid || !secretFilled || isSubmitting} className="w-full">
          {isSubmitting ? t('common:loading') : t('pages:auth.log_in')}
        </Button>
        <button
          type="button"
          onClick={() => {
            setValue('method', method === 'code' ? 'password' : 'code');
            setFailure(null);
          }}
          className="min-h-11 rounded-lg text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {method === 'code' ? t('pages:auth.use_password') : t('pages:auth.use_code')}
        </button>
        {method === 'code' && <p className="text-center text-xs text-ink-600">{t('pages:auth.code_signs_up')}</p>}
        <button
          type="button"
          onClick={() => openAuthDialog('signUp')}
          className="min-h-11 rounded-lg text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('pages:auth.sign_up_with_password')}
        </button>
      </form>
      <SocialSignIn onError={setFailure} />
    </DialogFrame>
  );
}
