import { useTranslation } from 'react-i18next';
import { HOME_PAGE_CODES } from '@wellfit/contracts/home-page';
import { HomeCards } from '~/features/home/components/home-cards';
import { loadHomeCards } from '~/features/home/home-cards';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/content';

export const handle: RouteHandle = { title: 'titles:content' };

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return loadHomeCards(services.homePage, HOME_PAGE_CODES.content, locale);
}

/** SPEC §2 /content: the content home's cards on their own. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="sr-only">{t('titles:content')}</h1>
      <HomeCards cards={loaderData.cards} failed={loaderData.failed} />
    </>
  );
}
