import { useTranslation } from 'react-i18next';
import { Form, Link, useSubmit } from 'react-router';
import {
  COURSE_DIFFICULTY_LEVELS,
  COURSE_DURATION_FILTERS,
  type CourseFilterOption,
  type CourseListAnswer,
  type CourseListQuery,
} from '@wellfit/contracts/courses';
import { buttonClassName } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';
import { difficultyLabelKey } from '../course-format';
import { courseListSearch } from '../course-list-search';
import { CoachFilter } from './coach-filter';
import { CourseCard } from './course-card';

const SELECT_CLASS =
  'w-full rounded-xl border border-ink-200 bg-white px-3 py-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Past this many options, the server renders only the chosen one and the page adds the rest once
 * it runs (docs/decisions/long-filter-lists.md). Without script such a filter offers "any" and the
 * current choice. Coaches, the longest list, are searched instead (CoachFilter).
 */
const OPTIONS_RENDERED_ON_THE_SERVER = 30;

function FilterSelect(props: {
  name: string;
  label: string;
  value: number | string | undefined;
  options: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const chosen = props.value === undefined ? '' : String(props.value);
  const options =
    hydrated || props.options.length <= OPTIONS_RENDERED_ON_THE_SERVER
      ? props.options
      : props.options.filter((option) => option.value === chosen);
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-600">
      {props.label}
      <select name={props.name} defaultValue={chosen} className={SELECT_CLASS}>
        <option value="">{t('courses:filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const optionsOf = (list: CourseFilterOption[]) => list.map((item) => ({ value: String(item.id), label: item.name }));

/** SPEC §2 /course-list: filters (difficulty L1–L3, duration, equipment, coach, tags, VIP) in the URL, and pages. */
export function CourseListView({ answer, query }: { answer: CourseListAnswer; query: CourseListQuery }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const filtersKey = courseListSearch(query, 1);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('courses:list.heading')}</h1>
      <Form
        key={filtersKey}
        method="get"
        role="search"
        aria-label={t('courses:filters.label')}
        onChange={(event) => {
          // Each filter is a select; the coach search field only fills the coach select.
          if (event.target instanceof HTMLSelectElement) void submit(event.currentTarget, { preventScrollReset: true });
        }}
        className="mt-4 grid grid-cols-2 gap-3 rounded-2xl bg-ink-50 p-4 sm:grid-cols-3 lg:grid-cols-7"
      >
        <FilterSelect
          name="difficulty"
          label={t('courses:filters.difficulty')}
          value={query.difficulty}
          options={COURSE_DIFFICULTY_LEVELS.map((level) => ({
            value: String(level),
            label: `L${level} ${t(`common:${difficultyLabelKey(level)}`)}`,
          }))}
        />
        <FilterSelect
          name="duration"
          label={t('courses:filters.duration')}
          value={query.duration}
          options={COURSE_DURATION_FILTERS.map((bucket) => ({ value: bucket, label: t(`courses:duration.${bucket}`) }))}
        />
        <FilterSelect
          name="equipment"
          label={t('courses:filters.equipment')}
          value={query.equipment}
          options={optionsOf(answer.filters.equipment)}
        />
        <CoachFilter
          label={t('courses:filters.coach')}
          selectClassName={SELECT_CLASS}
          value={query.coachId}
          chosen={answer.filters.coaches}
        />
        <FilterSelect
          name="tagId"
          label={t('courses:filters.tag')}
          value={query.tagId}
          options={optionsOf(answer.filters.tags)}
        />
        <FilterSelect
          name="vip"
          label={t('courses:filters.vip')}
          value={query.vip}
          options={[
            { value: '1', label: t('courses:filters.vip_only') },
            { value: '0', label: t('courses:filters.free_only') },
          ]}
        />
        <div className="col-span-2 flex items-end gap-2 sm:col-span-3 lg:col-span-1">
          <button type="submit" className={buttonClassName('primary', 'w-full')}>
            {t('courses:filters.apply')}
          </button>
        </div>
      </Form>
      <p className="mt-4 text-sm text-ink-600" aria-live="polite">
        {t('courses:list.total', { count: answer.total })}
      </p>
      {answer.list.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white p-8 text-center ring-1 ring-ink-100">
          <p className="text-ink-700">{t('courses:list.empty')}</p>
          <Link to="/course-list" className={buttonClassName('secondary', 'mt-4')}>
            {t('courses:filters.clear')}
          </Link>
        </div>
      ) : (
        <ul
          className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="course-list"
        >
          {answer.list.map((course, index) => (
            <li key={course.id}>
              <CourseCard course={course} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('courses:list.pages')} className="mt-8 flex items-center justify-center gap-3">
          {answer.pageIndex > 1 && (
            <Link to={courseListSearch(query, answer.pageIndex - 1)} className={buttonClassName('secondary')}>
              {t('courses:list.previous')}
            </Link>
          )}
          <span className="text-sm text-ink-600">{t('courses:list.page', { page: answer.pageIndex, pages })}</span>
          {answer.pageIndex < pages && (
            <Link to={courseListSearch(query, answer.pageIndex + 1)} className={buttonClassName('secondary')}>
              {t('courses:list.next')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
