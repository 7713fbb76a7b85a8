import { useTranslation } from 'react-i18next';
import { HOME_PAGE_CODES } from '@wellfit/contracts/home-page';
import { loadProductList } from '~/features/catalog/load-product-list';
import { ProductListView } from '~/features/catalog/components/product-list-view';
import { HomeCards } from '~/features/home/components/home-cards';
import { loadHomeCards, type HomeCardsResult } from '~/features/home/home-cards';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/group-shop';

export const handle: RouteHandle = { title: 'titles:group_shop' };

/**
 * SPEC §2 /group-shop, the group-shop product list: every product marked for group buying, with
 * the list pages' categories, sorting, filters and paging. The plain first page also shows the
 * page's own cards (banner and the groupMode highlights); a filtered or later page skips them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const url = new URL(request.url);
  const noCards: HomeCardsResult = { cards: [], failed: false };
  const [cards, list] = await Promise.all([
    url.search === '' ? loadHomeCards(services.homePage, HOME_PAGE_CODES.groupShop, locale) : noCards,
    loadProductList(services.catalog, locale, { kind: 'scope', scope: 'group' }, url),
  ]);
  return { cards, list };
}

export default function GroupShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cards, list } = loaderData;
  return (
    <ProductListView
      heading={t('titles:group_shop')}
      data={list}
      lead={
        // Without its cards (none, or they failed and the server logged why) the list still serves.
        cards.cards.length > 0 ? (
          <div className="-mx-4 mt-4">
            <HomeCards cards={cards.cards} failed={false} />
          </div>
        ) : null
      }
    />
  );
}
