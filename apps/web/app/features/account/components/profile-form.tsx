import { useId, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  PLACEHOLDER_NICKNAME_PATTERN,
  PROFILE_LIMITS,
  updateUserInfoBody,
  type UpdateUserInfoBody,
} from '@wellfit/contracts/account';
import { GENDERS, USER_GOALS, USER_REGIONS, type UserDetails } from '@wellfit/contracts/user';
import { FormAlert, FormField, INPUT_CLASS } from '~/components/ui/form-field';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { Button } from '~/components/ui/button';
import { useUpdateUserInfo } from '../api/update-user-info';

/** What the inputs hold: text, '' for "not given". */
interface ProfileInputs {
  nickName: string;
  name: string;
  gender: string;
  birthday: string;
  region: string;
  city: string;
  height: string;
  /** Kilograms as shown; stored ×10 (SPEC §3). */
  weight: string;
  goal: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The inputs become the updateUserInfo body, which the contract then checks (its rules, not restated here). */
function toBody(inputs: ProfileInputs): UpdateUserInfoBody {
  const [year, month, date] = inputs.birthday.split('-').map(Number);
  const weightKg = numberOrNull(inputs.weight);
  return {
    nickName: inputs.nickName.trim(),
    name: orNull(inputs.name),
    gender: inputs.gender === '' ? null : (Number(inputs.gender) as (typeof GENDERS)[number]),
    birthday: inputs.birthday ? { year: year ?? 0, month: month ?? 0, date: date ?? 0 } : null,
    region: (orNull(inputs.region) as UpdateUserInfoBody['region']) ?? null,
    city: orNull(inputs.city),
    height: numberOrNull(inputs.height),
    // SPEC §3: weight is stored as ten times the displayed value.
    weight: weightKg === null ? null : Math.round(weightKg * 10),
    goal: (orNull(inputs.goal) as UpdateUserInfoBody['goal']) ?? null,
  };
}

const profileFormSchema = z
  .object({
    nickName: z.string(),
    name: z.string(),
    gender: z.string(),
    birthday: z.string(),
    region: z.string(),
    city: z.string(),
    height: z.string(),
    weight: z.string(),
    goal: z.string(),
  })
  .transform(toBody)
  .pipe(updateUserInfoBody);

const pad = (value: number) => String(value).padStart(2, '0');

function toInputs(user: UserDetails | null): ProfileInputs {
  const birthday = user?.birthday;
  return {
    // The placeholder nickname (null + four digits) is not a name the member chose.
    nickName: user?.nickName && !PLACEHOLDER_NICKNAME_PATTERN.test(user.nickName) ? user.nickName : '',
    name: user?.name ?? '',
    gender: user?.gender ? String(user.gender) : '',
    birthday: birthday ? `${birthday.year}-${pad(birthday.month)}-${pad(birthday.date)}` : '',
    region: user?.region ?? '',
    city: user?.city ?? '',
    height: user?.height ? String(user.height) : '',
    weight: user?.weight ? String(user.weight / 10) : '',
    goal: user?.goal ?? '',
  };
}

function SelectField({
  label,
  error,
  children,
  ...select
}: { label: string; error?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} className={INPUT_CLASS} {...select}>
        {children}
      </select>
      {error && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * SPEC §3 basic info (name, nickname, gender, birthday, region, city, height, weight, goal), for
 * /register and /member/info. `onSaved` runs with the user the server answered.
 */
export function ProfileForm({
  user,
  submitLabel,
  onSaved,
}: {
  user: UserDetails | null;
  submitLabel: string;
  onSaved(user: UserDetails): void;
}) {
  const { t } = useTranslation();
  const mutation = useUpdateUserInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileInputs, unknown, UpdateUserInfoBody>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toInputs(user),
  });

  const label = (field: keyof ProfileInputs) => t(`pages:account.field_${field}`);
  const error = (field: keyof ProfileInputs) => fieldErrorText(errors[field] as FieldError | undefined, label(field));

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      onSaved(await mutation.mutateAsync(body));
    } catch (failed) {
      setFailure(errorText(failed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={`${label('nickName')} *`}
        autoComplete="nickname"
        maxLength={PROFILE_LIMITS.nickNameMaxLength}
        error={error('nickName')}
        {...register('nickName')}
      />
      <FormField
        label={label('name')}
        autoComplete="name"
        maxLength={PROFILE_LIMITS.nameMaxLength}
        error={error('name')}
        {...register('name')}
      />
      <SelectField label={label('gender')} error={error('gender')} {...register('gender')}>
        <option value="">{t('pages:account.not_given')}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t(`pages:account.gender_${gender}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        label={label('birthday')}
        type="date"
        autoComplete="bday"
        error={error('birthday')}
        {...register('birthday')}
      />
      <SelectField label={label('region')} error={error('region')} {...register('region')}>
        <option value="">{t('pages:account.not_given')}</option>
        {USER_REGIONS.map((region) => (
          <option key={region} value={region}>
            {t(`pages:account.region_${region}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        label={label('city')}
        autoComplete="address-level2"
        maxLength={PROFILE_LIMITS.cityMaxLength}
        error={error('city')}
        {...register('city')}
      />
      <FormField
        label={label('height')}
        type="number"
        inputMode="numeric"
        min={PROFILE_LIMITS.height.min}
        max={PROFILE_LIMITS.height.max}
        step={1}
        error={error('height')}
        {...register('height')}
      />
      <FormField
        label={label('weight')}
        type="number"
        inputMode="decimal"
        min={PROFILE_LIMITS.weightTimesTen.min / 10}
        max={PROFILE_LIMITS.weightTimesTen.max / 10}
        step={0.1}
        error={error('weight')}
        {...register('weight')}
      />
      <SelectField label={label('goal')} error={error('goal')} {...register('goal')}>
        <option value="">{t('pages:account.not_given')}</option>
        {USER_GOALS.map((goal) => (
          <option key={goal} value={goal}>
            {t(`pages:account.goal_${goal}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" disabled={mutation.isPending} className="sm:self-start">
          {mutation.isPending ? t('common:loading') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
