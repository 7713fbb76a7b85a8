import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ContactKind } from '@wellfit/contracts/account';
import { displayMobile } from '@wellfit/contracts/address';
import type { UserDetails } from '@wellfit/contracts/user';
import {
  emailSchema,
  isValidEmail,
  isValidMobile,
  mobileSchema,
  verificationCodeSchema,
} from '@wellfit/contracts/validation';
import { CountryCodePrefix, FormAlert, FormField } from '~/components/ui/form-field';
import { SendCodeButton } from '~/components/ui/send-code-button';
import { replaceCurrentUser } from '~/lib/current-user-cache';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { Button } from '~/components/ui/button';
import { showToast } from '~/lib/toast';
import { accountKeys } from '../api/account-query-keys';
import { bindContact, checkOriginalCode, sendNewContactCode, sendOriginalCode } from '../api/change-contact';

const verifySchema = z.object({ code: verificationCodeSchema });
const bindSchemas = {
  mobile: z.object({ value: mobileSchema, code: verificationCodeSchema }),
  email: z.object({ value: emailSchema, code: verificationCodeSchema }),
} as const;

/** The mobile as the shop writes it everywhere (0912345678, contracts' displayMobile), or the e-mail. */
function currentContact(kind: ContactKind, user: UserDetails): string | null {
  return kind === 'mobile' ? (user.phone ? displayMobile(user.phone) : null) : user.email;
}

/**
 * /member/settings: change mobile or e-mail in two steps (SPEC §4): verify the current one with a
 * code, then bind the new one with a code sent to it. Without a current one, step 1 is skipped.
 */
export function ChangeContactForm({ kind, user }: { kind: ContactKind; user: UserDetails }) {
  const { t } = useTranslation();
  const current = currentContact(kind, user);
  // undefined: step 1 is still to do; a string (or null without a current contact): binding.
  const [proof, setProof] = useState<string | null | undefined>(current ? undefined : null);
  const [round, setRound] = useState(0);

  return (
    <div className="flex max-w-md flex-col gap-4" data-testid={`change-${kind}`}>
      <p className="text-sm text-ink-600">
        {t('pages:account.current_value')}{' '}
        <span className="font-semibold text-ink-900" data-testid={`current-${kind}`}>
          {current ?? t('pages:account.not_given')}
        </span>
      </p>
      <ol className="flex gap-2 text-xs font-semibold text-ink-500" aria-label={t('pages:account.steps')}>
        <li
          aria-current={proof === undefined ? 'step' : undefined}
          className={proof === undefined ? 'text-brand-700' : ''}
        >
          {t('pages:account.step_verify')}
        </li>
        <li aria-hidden="true">→</li>
        <li
          aria-current={proof !== undefined ? 'step' : undefined}
          className={proof !== undefined ? 'text-brand-700' : ''}
        >
          {t('pages:account.step_bind')}
        </li>
      </ol>
      {proof === undefined ? (
        <VerifyCurrent key={round} kind={kind} onVerified={setProof} />
      ) : (
        <BindNew
          key={round}
          kind={kind}
          proof={proof ?? undefined}
          onBound={() => {
            setProof(undefined);
            setRound((value) => value + 1);
          }}
        />
      )}
    </div>
  );
}

function VerifyCurrent({ kind, onVerified }: { kind: ContactKind; onVerified(uuid: string): void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof verifySchema>>({ resolver: zodResolver(verifySchema), defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onVerified(await checkOriginalCode(kind, code));
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField
        label={t('pages:account.code_for_current')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={fieldErrorText(errors.code, t('pages:auth.code'))}
        trailing={<SendCodeButton send={() => sendOriginalCode(kind)} onError={setFailure} />}
        {...register('code')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {t('pages:auth.next')}
      </Button>
    </form>
  );
}

function BindNew({ kind, proof, onBound }: { kind: ContactKind; proof: string | undefined; onBound(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<{ value: string; code: string }>({
    resolver: zodResolver(bindSchemas[kind]),
    defaultValues: { value: '', code: '' },
  });
  const value = useWatch({ control, name: 'value' });
  const valueValid = kind === 'mobile' ? isValidMobile(value) : isValidEmail(value);
  const valueLabel = kind === 'mobile' ? t('pages:account.new_mobile') : t('pages:account.new_email');

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const user = await bindContact(kind, form.value, proof, form.code);
      replaceCurrentUser(user);
      queryClient.setQueryData(accountKeys.profile(), user);
      showToast(kind === 'mobile' ? t('pages:account.mobile_changed') : t('pages:account.email_changed'));
      onBound();
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField
        label={valueLabel}
        type={kind === 'mobile' ? 'tel' : 'email'}
        inputMode={kind === 'mobile' ? 'tel' : 'email'}
        autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
        leading={kind === 'mobile' ? <CountryCodePrefix /> : undefined}
        error={fieldErrorText(errors.value, valueLabel)}
        {...register('value')}
      />
      <FormField
        label={t('pages:account.code_for_new')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={fieldErrorText(errors.code, t('pages:auth.code'))}
        trailing={
          <SendCodeButton
            send={() => sendNewContactCode(kind, getValues('value'), proof)}
            disabled={!valueValid}
            onError={setFailure}
          />
        }
        {...register('code')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={isSubmitting || !valueValid} className="self-start">
        {t('pages:account.save')}
      </Button>
    </form>
  );
}
