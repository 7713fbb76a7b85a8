import { useTranslation } from 'react-i18next';
import { HOME_PAGE_CODES } from '@wellfit/contracts/home-page';
import { PageHeading } from '~/features/content/components/page-heading';
import { TodaysPlanCourses } from '~/features/content/components/todays-plan-courses';
import { HomeCards } from '~/features/home/components/home-cards';
import { loadHomeCards } from '~/features/home/home-cards';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/daily-workout';

export const handle: RouteHandle = { title: 'titles:daily_workout' };

/** SPEC §2 maps /daily-workout to the home-page code gongjiancao: its cards, server-rendered. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return loadHomeCards(services.homePage, HOME_PAGE_CODES.dailyWorkout, locale);
}

/** Today's course of each plan the member joined (after hydration), then the page's cards (docs/decisions/daily-workout.md). */
export default function DailyWorkoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pt-8">
        <PageHeading title={t('content:daily_workout.heading')} intro={t('content:daily_workout.intro')} />
        <section aria-labelledby="daily-my-plans" className="mb-6">
          <h2 id="daily-my-plans" className="mb-4 text-xl font-bold text-ink-900">
            {t('content:daily_workout.my_plans')}
          </h2>
          <TodaysPlanCourses />
        </section>
      </section>
      <HomeCards cards={loaderData.cards} failed={loaderData.failed} />
    </>
  );
}
