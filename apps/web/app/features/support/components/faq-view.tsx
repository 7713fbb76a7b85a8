import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import type { FaqAnswer } from '@wellfit/contracts/support';
import { FAQ_KEYWORD_MAX, SUPPORT_TABS, faqAnchor } from '@wellfit/contracts/support-pages';
import { buttonClassName } from '~/components/ui/button';

interface FaqViewProps {
  faq: FaqAnswer;
  keyword: string;
  tooLong: boolean;
}

/**
 * Opens the answer the address points at (/faq#faq-12), on arrival and when the hash changes:
 * the server cannot see a hash, so each answer is closed in the HTML and opened here.
 */
function useOpenLinkedAnswer() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: 'start' });
      target.querySelector('summary')?.focus({ preventScroll: true });
    }
  }, [hash]);
}

/** SPEC §2 /faq: a keyword search (a GET form, so it works before hydration) and the answers by category. */
export function FaqView({ faq, keyword, tooLong }: FaqViewProps) {
  const { t } = useTranslation();
  const errorId = useId();
  useOpenLinkedAnswer();

  return (
    <div>
      <Form method="get" action={SUPPORT_TABS.faq} role="search" aria-label={t('support:search_label')}>
        <label htmlFor="faq-keyword" className="mb-1 block text-sm font-medium text-ink-800">
          {t('support:search_label')}
        </label>
        <div className="flex gap-2">
          <input
            id="faq-keyword"
            type="search"
            name="keyword"
            key={keyword}
            defaultValue={keyword}
            placeholder={t('support:search_placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? errorId : undefined}
            className="block min-h-11 w-full min-w-0 rounded-xl border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-200"
          />
          <button type="submit" className={buttonClassName('primary', 'shrink-0')}>
            {t('support:search_submit')}
          </button>
        </div>
        {tooLong && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {t('support:search_too_long', { max: FAQ_KEYWORD_MAX })}
          </p>
        )}
      </Form>

      {keyword && !tooLong && (
        <p className="mt-4 text-sm text-ink-700" role="status" data-testid="faq-result-count">
          {faq.total > 0 ? t('support:results', { keyword, count: faq.total }) : t('support:no_results', { keyword })}{' '}
          <Link to={SUPPORT_TABS.faq} className="font-medium text-brand-700 underline">
            {t('support:show_all')}
          </Link>
        </p>
      )}

      {faq.categories.length > 1 && (
        <nav aria-label={t('support:categories_label')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {faq.categories.map((group) => (
              <li key={group.category}>
                <a
                  href={`#faq-category-${group.category}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-ink-200 bg-white px-4 text-sm text-ink-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t(`support:category.${group.category}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="mt-6 space-y-8">
        {faq.categories.map((group) => (
          <section key={group.category} aria-labelledby={`faq-category-${group.category}`}>
            <h2 id={`faq-category-${group.category}`} className="mb-3 scroll-mt-24 text-xl font-bold text-ink-900">
              {t(`support:category.${group.category}`)}
            </h2>
            <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
              {group.list.map((entry) => (
                <li key={entry.id}>
                  <details id={faqAnchor(entry.id)} open={keyword ? true : undefined} className="group scroll-mt-24">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-base font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                      <h3 className="inline">{entry.question}</h3>
                      <span
                        aria-hidden="true"
                        className="shrink-0 text-ink-500 transition-transform group-open:rotate-180"
                      >
                        ▾
                      </span>
                    </summary>
                    <div className="px-4 pb-4 text-ink-700">
                      <p className="whitespace-pre-line">{entry.answer}</p>
                      <a
                        href={`${SUPPORT_TABS.faq}#${faqAnchor(entry.id)}`}
                        className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
                      >
                        {t('support:link_to_answer')}
                      </a>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <aside aria-labelledby="faq-need-help" className="mt-10 rounded-2xl bg-ink-50 px-4 py-5 text-center">
        <h2 id="faq-need-help" className="text-lg font-semibold text-ink-900">
          {t('support:still_need_help')}
        </h2>
        <Link to={SUPPORT_TABS.contact} className={buttonClassName('primary', 'mt-3')}>
          {t('support:contact_cta')}
        </Link>
      </aside>
    </div>
  );
}
