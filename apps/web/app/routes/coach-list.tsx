import { useTranslation } from 'react-i18next';
import { CoachCard } from '~/features/content/components/coach-card';
import { EmptyState, PageHeading } from '~/features/content/components/page-heading';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/coach-list';

export const handle: RouteHandle = { title: 'titles:coach_list' };

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return { coaches: await services.content.coachList(locale) };
}

export default function CoachListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t('content:coach_list.heading')} intro={t('content:coach_list.intro')} />
      {loaderData.coaches.length === 0 ? (
        <EmptyState text={t('content:coach_list.empty')} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {loaderData.coaches.map((coach) => (
            <li key={coach.id}>
              <CoachCard coach={coach} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
