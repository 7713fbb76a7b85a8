import { useTranslation } from 'react-i18next';
import { HOME_PAGE_CODES } from '@wellfit/contracts/home-page';
import { HomeCards } from '~/features/home/components/home-cards';
import { loadHomeCards } from '~/features/home/home-cards';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/group-shop';

export const handle: RouteHandle = { title: 'titles:group_shop' };

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return loadHomeCards(services.homePage, HOME_PAGE_CODES.groupShop, locale);
}

/** SPEC §2 /group-shop: the group-shop page's cards (groupMode). */
export default function GroupShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mx-auto max-w-6xl px-4 pt-6 text-2xl font-bold text-ink-900 md:text-3xl">
        {t('titles:group_shop')}
      </h1>
      <HomeCards cards={loaderData.cards} failed={loaderData.failed} />
    </>
  );
}
