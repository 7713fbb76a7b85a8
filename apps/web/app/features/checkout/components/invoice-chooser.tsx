import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_TITLE_MAX_LENGTH,
  INVOICE_TYPE,
  WELL_KNOWN_CHARITIES,
  type InvoiceType,
} from '@wellfit/contracts/invoice';
import { FormField } from '~/components/ui/form-field';
import { fieldErrorText } from '~/lib/error-text';
import { useLocale } from '~/lib/use-locale';
import type { OrderFormInputs } from '../order-form';

const TYPE_LABEL_KEYS = {
  [INVOICE_TYPE.member]: 'checkout:invoice.type.member',
  [INVOICE_TYPE.mobileCarrier]: 'checkout:invoice.type.mobileCarrier',
  [INVOICE_TYPE.company]: 'checkout:invoice.type.company',
  [INVOICE_TYPE.donation]: 'checkout:invoice.type.donation',
} as const satisfies Record<InvoiceType, string>;

/** The order the choices are offered in: the member's own carrier first, as most shoppers keep it. */
const OFFERED_TYPES: readonly InvoiceType[] = [
  INVOICE_TYPE.member,
  INVOICE_TYPE.mobileCarrier,
  INVOICE_TYPE.donation,
  INVOICE_TYPE.company,
];

/**
 * SPEC §3 Invoice: the member's e-invoice, a mobile barcode, a donation or a company invoice.
 * The rules and their messages are contracts/invoice.ts's, through the order form's resolver.
 */
export function InvoiceChooser() {
  const { t } = useTranslation();
  const locale = useLocale();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<OrderFormInputs>();
  const invoiceType = useWatch({ control, name: 'invoice.invoiceType' });
  const invoiceErrors = errors.invoice as Record<string, FieldError | undefined> | undefined;
  const error = (field: 'invoiceCode' | 'invoiceTitle', label: string) => fieldErrorText(invoiceErrors?.[field], label);

  const choose = (type: InvoiceType) => {
    // Each type's code means something else (a barcode, a donation code, a tax ID).
    setValue('invoice', { invoiceType: type, invoiceCode: '', invoiceTitle: '' });
  };

  return (
    <section
      aria-labelledby="checkout-invoice"
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6"
    >
      <h2 id="checkout-invoice" className="text-xl font-bold text-ink-900">
        {t('checkout:invoice.heading')}
      </h2>
      <fieldset>
        <legend className="sr-only">{t('checkout:invoice.heading')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {OFFERED_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl px-3 py-2 ring-1 ring-ink-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name="invoice-type"
                className="size-5 shrink-0 accent-brand-600"
                checked={invoiceType === type}
                onChange={() => choose(type)}
                data-testid={`invoice-type-${type}`}
              />
              <span className="text-ink-900">{t(TYPE_LABEL_KEYS[type])}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {invoiceType === INVOICE_TYPE.member && (
        <p className="text-sm text-ink-600">{t('checkout:invoice.member_hint')}</p>
      )}
      {invoiceType === INVOICE_TYPE.mobileCarrier && (
        <FormField
          key="barcode"
          label={`${t('checkout:invoice.barcode')} *`}
          hint={t('checkout:invoice.barcode_hint')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={8}
          placeholder="/ABC1234"
          error={error('invoiceCode', t('checkout:invoice.barcode'))}
          {...register('invoice.invoiceCode')}
        />
      )}
      {invoiceType === INVOICE_TYPE.donation && (
        <div className="flex flex-col gap-2">
          <FormField
            key="donation"
            label={`${t('checkout:invoice.donation_code')} *`}
            hint={t('checkout:invoice.donation_hint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            error={error('invoiceCode', t('checkout:invoice.donation_code'))}
            {...register('invoice.invoiceCode')}
          />
          <div className="flex flex-wrap gap-2">
            {WELL_KNOWN_CHARITIES.map((charity) => (
              <button
                key={charity.code}
                type="button"
                className="min-h-11 rounded-full border border-ink-300 px-4 text-sm text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() =>
                  setValue('invoice.invoiceCode', charity.code, { shouldValidate: true, shouldDirty: true })
                }
              >
                {charity.name[locale]} ({charity.code})
              </button>
            ))}
          </div>
        </div>
      )}
      {invoiceType === INVOICE_TYPE.company && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            key="title"
            label={`${t('checkout:invoice.company_title')} *`}
            autoComplete="organization"
            maxLength={COMPANY_TITLE_MAX_LENGTH}
            error={error('invoiceTitle', t('checkout:invoice.company_title'))}
            {...register('invoice.invoiceTitle')}
          />
          <FormField
            key="tax-id"
            label={`${t('checkout:invoice.tax_id')} *`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            error={error('invoiceCode', t('checkout:invoice.tax_id'))}
            {...register('invoice.invoiceCode')}
          />
        </div>
      )}
    </section>
  );
}
