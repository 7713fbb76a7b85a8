import { useTranslation } from 'react-i18next';
import { loadProductList } from '~/features/catalog/load-product-list';
import { ProductListView } from '~/features/catalog/components/product-list-view';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/product-list';

export const handle: RouteHandle = {
  title: ({ data }) => {
    const name = (data as { category?: { name?: string } | null } | undefined)?.category?.name;
    return name ? { text: name } : 'titles:product_list';
  },
};

/** SPEC §2 /product-list/{categoryId}: `all` or a category id; an unknown category is not found. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return loadProductList(
    services.catalog,
    locale,
    { kind: 'category', categoryParam: params.categoryId },
    new URL(request.url),
  );
}

export default function ProductListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ProductListView heading={loaderData.category?.name ?? t('catalog:heading.all')} data={loaderData} />;
}
