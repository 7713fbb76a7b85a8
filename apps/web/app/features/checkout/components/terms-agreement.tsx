import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '~/lib/error-text';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
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
  const [declarationOpen, setDeclarationOpen] = useState(false);
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
          <button type="button" className={LINK_CLASS} onClick={() => setDeclarationOpen(true)}>
            {t('checkout:terms.health_link')}
          </button>
        </p>
      </div>
      <Dialog
        open={declarationOpen}
        onOpenChange={setDeclarationOpen}
        title={t('checkout:terms.health_title')}
        description={t('checkout:terms.health_body')}
        testId="health-declaration"
      >
        <div className="mt-6 flex justify-end">
          <Button onClick={() => setDeclarationOpen(false)}>{t('checkout:terms.close')}</Button>
        </div>
      </Dialog>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
