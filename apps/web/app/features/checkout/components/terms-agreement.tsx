import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { fieldErrorText } from '~/features/auth/error-text';
import { buttonClassName } from '~/components/ui/button';
import type { OrderFormInputs } from '../order-form';

const LINK_CLASS =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * SPEC §4: the terms and the health declaration are agreed before buying. The terms open in a
 * new tab, so the order being filled in stays; the declaration is short and opens over the page.
 */
export function TermsAgreement() {
  const { t } = useTranslation();
  const errorId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<OrderFormInputs>();
  const error = fieldErrorText(errors.agreed, t('checkout:terms.heading'));

  return (
    <section
      aria-labelledby="checkout-terms"
      className="flex flex-col gap-2 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6"
    >
      <h2 id="checkout-terms" className="text-xl font-bold text-ink-900">
        {t('checkout:terms.heading')}
      </h2>
      <div className="flex items-start gap-3">
        <input
          id={`${errorId}-box`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="checkout-agree"
          {...register('agreed')}
        />
        <p className="text-ink-800">
          <label htmlFor={`${errorId}-box`}>{t('checkout:terms.agree')}</label>{' '}
          <a href="/terms-of-service" target="_blank" rel="noopener" className={LINK_CLASS}>
            {t('checkout:terms.terms_link')}
          </a>{' '}
          {t('checkout:terms.and')}{' '}
          <Dialog.Root>
            <Dialog.Trigger className={LINK_CLASS}>{t('checkout:terms.health_link')}</Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
              <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
                <Dialog.Title className="text-lg font-bold text-ink-900">
                  {t('checkout:terms.health_title')}
                </Dialog.Title>
                <Dialog.Description className="mt-3 text-ink-700">{t('checkout:terms.health_body')}</Dialog.Description>
                <div className="mt-6 flex justify-end">
                  <Dialog.Close className={buttonClassName('primary')}>{t('checkout:terms.close')}</Dialog.Close>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
