import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { SEARCH_KEYWORD_MAX, type SearchTab } from '@wellfit/contracts/search';
import { StrokeIcon } from '~/components/ui/icon';

interface SearchFormProps {
  tab: SearchTab;
  keyword: string;
  tooLong: boolean;
}

/** A GET form: it works before hydration too, and the keyword lands in the URL (shareable, back button). */
export function SearchForm({ tab, keyword, tooLong }: SearchFormProps) {
  const { t } = useTranslation();
  const errorId = useId();

  return (
    <Form method="get" action={`/search/${tab}`} role="search" aria-label={t('search:form_label')} className="w-full">
      <div className="flex items-center gap-2 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand-600">
        <StrokeIcon className="ml-3 size-5 shrink-0 text-ink-400" strokeLinecap="round">
          <circle cx="11" cy="11" r="6" />
          <path d="M20 20l-4.5-4.5" />
        </StrokeIcon>
        <label htmlFor="search-keyword" className="sr-only">
          {t('search:input_label')}
        </label>
        <input
          id="search-keyword"
          type="search"
          name="keyword"
          // Uncontrolled, re-created when the URL's keyword changes (a suggestion, the back button).
          key={keyword}
          defaultValue={keyword}
          placeholder={t('search:placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? errorId : undefined}
          className="min-h-11 min-w-0 flex-1 bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-500"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('search:submit')}
        </button>
      </div>
      {tooLong && (
        <p id={errorId} role="alert" className="mt-2 px-4 text-sm text-accent-600">
          {t('search:too_long', { max: SEARCH_KEYWORD_MAX })}
        </p>
      )}
    </Form>
  );
}
