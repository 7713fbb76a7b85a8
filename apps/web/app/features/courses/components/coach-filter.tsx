import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseFilterOption } from '@wellfit/contracts/courses';
import { useHydrated } from '~/lib/use-hydrated';

/** Typing pauses this long before a search goes out. */
const SEARCH_DELAY_MS = 250;

type SearchStatus = 'idle' | 'searching' | 'failed';

/**
 * The coach filter of /course-list. The server renders "any" and the current coach only (the
 * page data holds no other coach); once the page runs, the visitor's first touch of the filter
 * loads the first coaches and a search field finds the others by name, each a small JSON call
 * (docs/decisions/long-filter-lists.md). Choosing a coach changes the select, which the form submits.
 */
export function CoachFilter(props: {
  label: string;
  selectClassName: string;
  value: number | undefined;
  /** The current coach, when one is chosen. */
  chosen: CourseFilterOption[];
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // null: the visitor has not reached for the filter yet, so nothing is loaded.
  const [keyword, setKeyword] = useState<string | null>(null);
  const [found, setFound] = useState<CourseFilterOption[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');

  useEffect(() => {
    if (keyword === null) return;
    let current = true;
    const timer = setTimeout(
      () => {
        setStatus('searching');
        import('../api/search-course-coaches')
          .then(({ searchCourseCoaches }) => searchCourseCoaches(keyword.trim()))
          .then((coaches) => {
            if (!current) return;
            setFound(coaches);
            setStatus('idle');
          })
          .catch(() => {
            if (current) setStatus('failed');
          });
      },
      keyword === '' ? 0 : SEARCH_DELAY_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const reachedFor = () => setKeyword((previous) => previous ?? '');
  const options = [...props.chosen, ...found.filter((coach) => !props.chosen.some((chosen) => chosen.id === coach.id))];
  // Enter in the search field would submit the unchanged filters and lose what was typed.
  const keepTyping = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  let message = '';
  if (status === 'searching') message = t('courses:filters.coach_searching');
  else if (status === 'failed') message = t('courses:filters.coach_search_failed');
  else if (keyword && found.length === 0) message = t('courses:filters.coach_none');
  else if (keyword) message = t('courses:filters.coach_found', { count: found.length });

  return (
    <div className="flex min-w-0 flex-col gap-1" onFocus={reachedFor} onPointerEnter={reachedFor}>
      <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-600">
        {props.label}
        <select
          name="coachId"
          defaultValue={props.value === undefined ? '' : String(props.value)}
          className={props.selectClassName}
        >
          <option value="">{t('courses:filters.any')}</option>
          {options.map((coach) => (
            <option key={coach.id} value={String(coach.id)}>
              {coach.name}
            </option>
          ))}
        </select>
      </label>
      {hydrated && (
        <>
          <input
            type="search"
            value={keyword ?? ''}
            maxLength={50}
            aria-label={t('courses:filters.coach_search')}
            placeholder={t('courses:filters.coach_search')}
            // Typing is not a filter change: the form submits on its selects only.
            onChange={(event) => {
              event.stopPropagation();
              setKeyword(event.target.value);
            }}
            onKeyDown={keepTyping}
            className={props.selectClassName}
          />
          <p className="min-h-4 text-xs text-ink-500" aria-live="polite" data-testid="coach-search-status">
            {message}
          </p>
        </>
      )}
    </div>
  );
}
