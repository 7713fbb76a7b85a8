import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryCodePrefix, FormField } from '~/components/ui/form-field';
import { fieldErrorText } from '~/lib/error-text';
import type { OrderFormInputs } from '../order-form';

/**
 * SPEC §3 purchaser: the person ordering, most often the recipient. "Same as recipient" sends no
 * purchaser data: the server takes the name and mobile from the address and the member's email.
 */
export function PurchaserFields() {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OrderFormInputs>();
  const same = useWatch({ control, name: 'purchaserSameAsRecipient' });
  const error = (field: 'name' | 'phone' | 'email') =>
    fieldErrorText(errors.purchaser?.[field], t(`checkout:purchaser.${field}`));

  return (
    <section
      aria-labelledby="checkout-purchaser"
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6"
    >
      <h2 id="checkout-purchaser" className="text-xl font-bold text-ink-900">
        {t('checkout:purchaser.heading')}
      </h2>
      <label className="flex min-h-11 items-center gap-3 text-ink-800">
        <input type="checkbox" className="size-5 accent-brand-600" {...register('purchaserSameAsRecipient')} />
        {t('checkout:purchaser.same_as_recipient')}
      </label>
      {!same && (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="purchaser-fields">
          <FormField
            label={`${t('checkout:purchaser.name')} *`}
            autoComplete="name"
            maxLength={40}
            error={error('name')}
            {...register('purchaser.name')}
          />
          <FormField
            label={`${t('checkout:purchaser.phone')} *`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="0912345678"
            leading={<CountryCodePrefix />}
            error={error('phone')}
            {...register('purchaser.phone')}
          />
          <FormField
            className="sm:col-span-2"
            label={`${t('checkout:purchaser.email')} *`}
            type="email"
            autoComplete="email"
            error={error('email')}
            {...register('purchaser.email')}
          />
        </div>
      )}
    </section>
  );
}
