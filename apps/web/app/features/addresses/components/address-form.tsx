import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DETAIL_ADDRESS_MAX_LENGTH,
  RECIPIENT_NAME_MAX_LENGTH,
  displayMobile,
  type MemberAddress,
} from '@wellfit/contracts/address';
import { addAddressBody, type AddAddressBody, type CheckedAddress } from '@wellfit/contracts/address-input';
import { TAIWAN_COUNTIES, findCounty, zipCodeOf } from '@wellfit/contracts/taiwan-places';
import { CountryCodePrefix, FormAlert, FormField, INPUT_CLASS, SelectField } from '~/components/ui/form-field';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useSaveAddress } from '../api/save-address';

/** What the inputs hold; the contract (address-input.ts) turns it into what is sent. */
interface AddressInputs {
  lastName: string;
  firstName: string;
  mobile: string;
  city: string;
  region: string;
  detailAddress: string;
  isDefault?: boolean;
}

type AddressField = Exclude<keyof AddressInputs, 'isDefault'>;

function toInputs(address: MemberAddress | undefined): AddressInputs {
  return {
    lastName: address?.lastName ?? '',
    firstName: address?.firstName ?? '',
    mobile: address ? displayMobile(address.mobile) : '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    detailAddress: address?.detailAddress ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

export interface AddressFormProps {
  /** The address being edited; none to add one. */
  address?: MemberAddress;
  onSaved(address: MemberAddress): void;
  onCancel?(): void;
}

/**
 * A recipient's address (SPEC §3): name, mobile, county and district of Taiwan (the district
 * list follows the county, the ZIP code follows the district), street address. It checks with
 * the server's own schema, so both refuse the same input with the same message. This module
 * carries Taiwan's places: import it lazily (address-book.tsx).
 */
export default function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<AddressInputs, unknown, CheckedAddress>({
    resolver: zodResolver(addAddressBody),
    defaultValues: toInputs(address),
  });
  const [city, region] = useWatch({ control, name: ['city', 'region'] });
  const districts = useMemo(() => findCounty(city)?.districts ?? [], [city]);
  const zipCode = zipCodeOf(city, region) ?? '';
  const placeName = (place: { name: string; nameEn: string }) => (locale === 'en' ? place.nameEn : place.name);

  const label = (field: AddressField) => t(`address:field.${field}`);
  const error = (field: AddressField) => fieldErrorText(errors[field] as FieldError | undefined, label(field));

  const submit = handleSubmit(async (checked) => {
    setFailure(null);
    try {
      const body: AddAddressBody & { id?: number } = { ...checked, id: address?.id };
      onSaved(await save.mutateAsync(body));
    } catch (failed) {
      setFailure(errorText(failed));
    }
  });

  const cityField = register('city', {
    // Another county has other districts: the chosen one no longer applies.
    onChange: () => setValue('region', ''),
  });
  const zipId = useId();

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="address-form">
      <FormField
        label={`${label('lastName')} *`}
        autoComplete="family-name"
        maxLength={RECIPIENT_NAME_MAX_LENGTH}
        error={error('lastName')}
        {...register('lastName')}
      />
      <FormField
        label={`${label('firstName')} *`}
        autoComplete="given-name"
        maxLength={RECIPIENT_NAME_MAX_LENGTH}
        error={error('firstName')}
        {...register('firstName')}
      />
      <FormField
        className="sm:col-span-2"
        label={`${label('mobile')} *`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0912345678"
        leading={<CountryCodePrefix />}
        error={error('mobile')}
        {...register('mobile')}
      />
      <SelectField label={`${label('city')} *`} error={error('city')} autoComplete="address-level1" {...cityField}>
        <option value="">{t('address:choose_city')}</option>
        {TAIWAN_COUNTIES.map((county) => (
          <option key={county.name} value={county.name}>
            {placeName(county)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={`${label('region')} *`}
        error={error('region')}
        autoComplete="address-level2"
        disabled={districts.length === 0}
        {...register('region')}
      >
        <option value="">{t('address:choose_region')}</option>
        {districts.map((district) => (
          <option key={district.name} value={district.name}>
            {placeName(district)}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor={zipId} className="mb-1 block text-sm font-medium text-ink-800">
          {t('address:field.zipCode')}
        </label>
        <output
          id={zipId}
          data-testid="address-zip"
          className={`${INPUT_CLASS} flex items-center bg-ink-50`}
          aria-live="polite"
        >
          {zipCode}
        </output>
      </div>
      <FormField
        className="sm:col-span-2"
        label={`${label('detailAddress')} *`}
        autoComplete="street-address"
        placeholder={t('address:detail_placeholder')}
        maxLength={DETAIL_ADDRESS_MAX_LENGTH}
        error={error('detailAddress')}
        {...register('detailAddress')}
      />
      {!address?.isDefault && (
        <label className="flex min-h-11 items-center gap-3 text-ink-800 sm:col-span-2">
          <input type="checkbox" className="size-5 accent-brand-600" {...register('isDefault')} />
          {t('address:field.isDefault')}
        </label>
      )}
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormAlert>{failure}</FormAlert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('address:cancel')}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common:loading') : t('address:save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
