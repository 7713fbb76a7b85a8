import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIME_ZONE } from '@wellfit/contracts/constants';
import { LOCALE_TAGS } from '@wellfit/contracts/locale';
import { SPORT_HISTORY_RANGES, type SportHistoryRange, type SportTotals } from '@wellfit/contracts/sport';
import { Button, buttonClassName } from '~/components/ui/button';
import { useSportHistory } from '../api/get-sport-history';
import { useSportSummary } from '../api/get-sport-summary';
import { SportChart } from './sport-chart';
import { useLocale } from '~/lib/use-locale';

function minutesOf(seconds: number): number {
  return Math.round(seconds / 60);
}

function Totals({ totals }: { totals: SportTotals }) {
  const { t } = useTranslation();
  const items = [
    { label: t('sport:total.time'), value: t('sport:minutes', { count: minutesOf(totals.seconds) }) },
    { label: t('sport:total.calories'), value: t('sport:kcal', { count: totals.calories }) },
    { label: t('sport:total.count'), value: t('sport:times', { count: totals.count }) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" data-testid="sport-totals">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl bg-white p-4 ring-1 ring-ink-100">
          <dt className="text-xs text-ink-500">{item.label}</dt>
          <dd className="mt-1 text-lg font-bold text-ink-900 sm:text-2xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** SPEC §3 Sport data: totals, each motion type, a chart over time and the watch reward. */
export function SportOverview() {
  const { t } = useTranslation();
  const locale = useLocale();
  const summary = useSportSummary();
  const [range, setRange] = useState<SportHistoryRange>('week');
  const history = useSportHistory(range);
  const localeTag = LOCALE_TAGS[locale];
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(
      localeTag,
      range === 'year' ? { month: 'short' } : { month: 'numeric', day: 'numeric' },
    ).format(new Date(`${date}T00:00:00`));

  if (summary.isPending) return <p className="p-6 text-ink-600">{t('sport:loading')}</p>;
  if (summary.isError) {
    return (
      <div className="flex flex-col items-start gap-3 p-6" role="alert">
        <p className="text-ink-700">{t('sport:error')}</p>
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          {t('sport:retry')}
        </Button>
      </div>
    );
  }
  const { total, byMotionType, watch } = summary.data;
  const topSeconds = Math.max(1, ...byMotionType.map((row) => row.seconds));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('sport:heading')}</h1>
      <Totals totals={total} />
      {total.count === 0 && (
        <div className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-800">
          {t('sport:empty')}{' '}
          <Link to="/course-list" className={buttonClassName('primary', 'ml-2 px-3 py-1 text-xs')}>
            {t('sport:browse_courses')}
          </Link>
        </div>
      )}
      <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-100">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold text-ink-900">{t('sport:chart.heading')}</h2>
          <div role="group" aria-label={t('sport:chart.range')} className="flex gap-1">
            {SPORT_HISTORY_RANGES.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={range === option}
                onClick={() => setRange(option)}
                className={buttonClassName(range === option ? 'primary' : 'ghost', 'px-3 py-1 text-xs')}
              >
                {t(`sport:range.${option}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="mt-3 min-h-40">
          {history.isPending && <p className="text-sm text-ink-500">{t('sport:loading')}</p>}
          {history.isError && (
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('sport:retry')}
            </Button>
          )}
          {history.data && <SportChart history={history.data} formatLabel={dayLabel} />}
        </div>
      </section>
      <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-100">
        <h2 className="font-bold text-ink-900">{t('sport:by_type.heading')}</h2>
        <ul className="mt-3 flex flex-col gap-3" data-testid="sport-by-type">
          {byMotionType.map((row) => (
            <li
              key={row.motionType}
              className="grid grid-cols-[7rem_1fr] items-center gap-3 text-sm sm:grid-cols-[9rem_1fr_12rem]"
            >
              <span className="font-medium text-ink-800">{t(`sport:motion.${row.motionType}`)}</span>
              <span className="h-2 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-brand-500"
                  style={{ width: `${(row.seconds / topSeconds) * 100}%` }}
                />
              </span>
              <span className="col-span-2 text-ink-600 sm:col-span-1 sm:text-right">
                {t('sport:by_type.line', {
                  minutes: minutesOf(row.seconds),
                  calories: row.calories,
                  count: row.count,
                })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-100" data-testid="watch-reward">
        <h2 className="font-bold text-ink-900">{t('sport:reward.heading')}</h2>
        <p className="mt-1 text-sm text-ink-600">{t('sport:reward.rule')}</p>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-ink-100"
          role="progressbar"
          aria-label={t('sport:reward.today')}
          aria-valuemin={0}
          aria-valuemax={minutesOf(watch.goalSeconds)}
          aria-valuenow={Math.min(minutesOf(watch.todaySeconds), minutesOf(watch.goalSeconds))}
        >
          <span
            className="block h-full rounded-full bg-accent-500"
            style={{ width: `${Math.min(100, (watch.todaySeconds / watch.goalSeconds) * 100)}%` }}
          />
        </div>
        <p className="mt-2 text-sm text-ink-700">
          {t('sport:reward.progress', { minutes: minutesOf(watch.todaySeconds), goal: minutesOf(watch.goalSeconds) })}
        </p>
        {watch.rewards.length > 0 && (
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {watch.rewards.map((reward) => (
              <li key={reward.day} className="text-ink-700">
                {t(reward.available ? 'sport:reward.available' : 'sport:reward.pending', {
                  coins: reward.coins,
                  day: reward.day,
                  from: new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
                    new Date(reward.availableAt),
                  ),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
