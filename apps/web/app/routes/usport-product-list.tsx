import { useTranslation } from 'react-i18next';
import { loadProductList } from '~/features/catalog/load-product-list';
import { ProductListView } from '~/features/catalog/components/product-list-view';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/usport-product-list';

export const handle: RouteHandle = { title: 'titles:usport_product_list' };

/** SPEC §2 sports-programme product list: products flagged for the sports voucher. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return loadProductList(services.catalog, locale, { kind: 'scope', scope: 'usport' }, new URL(request.url));
}

export default function UsportProductListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ProductListView heading={t('titles:usport_product_list')} data={loaderData} />;
}
