import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerBusinessUserBody } from '@wellfit/contracts/auth';
import { Button } from '~/components/ui/button';
import { FormAlert, FormField } from '~/components/ui/form-field';
import { REGISTER_PATH, type SignInWithCredentials } from '~/lib/register-path';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { registerBusinessUser } from '../api/register-business-user';

const employeeSchema = registerBusinessUserBody.options[0];
type EmployeeForm = { type: 1; businessId: string; email: string; enterpriseCode?: string };

/**
 * /ez/{enterpriseCode}/{isDemo} (SPEC §2, §6): an employee registers with the company's business
 * id and their e-mail (type 1), or, with isDemo 1, tries a demo account (type 2). Either way the
 * answered credentials sign them in, and the enterprise account sees enterprise-only products.
 */
export function EnterpriseEntry({
  enterpriseCode,
  isDemo,
  signIn,
}: {
  enterpriseCode: string;
  isDemo: boolean;
  signIn: SignInWithCredentials;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const register = async (body: Parameters<typeof registerBusinessUser>[0]) => {
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await signIn(await registerBusinessUser(body));
      void navigate(outcome === 'registering' ? REGISTER_PATH : '/', { replace: true });
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink-900">{t('titles:enterprise_entry')}</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-white px-6 py-4 ring-1 ring-ink-100">
        <dt className="text-ink-500">{t('pages:enterprise.code_label')}</dt>
        <dd className="font-mono font-semibold text-ink-900" data-testid="enterprise-code">
          {enterpriseCode}
        </dd>
        {isDemo && (
          <>
            <dt className="text-ink-500">{t('pages:enterprise.demo_mode')}</dt>
            <dd className="text-ink-900">✓</dd>
          </>
        )}
      </dl>
      {isDemo ? (
        <div className="mt-6 flex flex-col gap-4">
          <p className="text-ink-700">{t('pages:enterprise.demo_body')}</p>
          <FormAlert>{failure}</FormAlert>
          <Button disabled={busy} className="self-start" onClick={() => void register({ type: 2, enterpriseCode })}>
            {busy ? t('common:loading') : t('pages:enterprise.demo_start')}
          </Button>
        </div>
      ) : (
        <EmployeeRegistration enterpriseCode={enterpriseCode} failure={failure} busy={busy} onSubmit={register} />
      )}
    </section>
  );
}

function EmployeeRegistration({
  enterpriseCode,
  failure,
  busy,
  onSubmit,
}: {
  enterpriseCode: string;
  failure: string | null;
  busy: boolean;
  onSubmit(body: EmployeeForm): Promise<void>;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmployeeForm>({
    resolver: zodResolver(employeeSchema),
    defaultValues: { type: 1, businessId: '', email: '', enterpriseCode },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 flex flex-col gap-4">
      <p className="text-ink-700">{t('pages:enterprise.employee_body')}</p>
      <FormField
        label={t('pages:enterprise.business_id')}
        inputMode="numeric"
        maxLength={8}
        error={fieldErrorText(errors.businessId, t('pages:enterprise.business_id'))}
        {...register('businessId')}
      />
      <FormField
        label={t('pages:enterprise.work_email')}
        type="email"
        autoComplete="email"
        error={fieldErrorText(errors.email, t('pages:enterprise.work_email'))}
        {...register('email')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t('common:loading') : t('pages:enterprise.employee_submit')}
      </Button>
    </form>
  );
}
