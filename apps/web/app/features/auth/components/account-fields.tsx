import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from './dialog-frame';
import { CountryCodePrefix, FormField } from '~/components/ui/form-field';

/** SPEC §2: the login and reset dialogs take either a Taiwanese mobile number or an e-mail. */
export type AccountMode = 'mobile' | 'email';

/** The mobile-or-e-mail switch of the login and reset dialogs. */
export function AccountModeChoice({ value, onChange }: { value: AccountMode; onChange(next: AccountMode): void }) {
  const { t } = useTranslation();
  return (
    <SegmentedChoice<AccountMode>
      label={t('pages:auth.account_kind')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'mobile', label: t('pages:auth.mobile') },
        { value: 'email', label: t('pages:auth.email') },
      ]}
    />
  );
}

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  mode: AccountMode;
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The account input in the chosen mode: +886 prefix and phone keyboard, or an e-mail field. */
export function AccountField({ mode, ...field }: AccountFieldProps) {
  return (
    <FormField
      type={mode === 'mobile' ? 'tel' : 'email'}
      inputMode={mode === 'mobile' ? 'tel' : 'email'}
      autoComplete={mode === 'mobile' ? 'tel-national' : 'email'}
      leading={mode === 'mobile' ? <CountryCodePrefix /> : undefined}
      {...field}
    />
  );
}
