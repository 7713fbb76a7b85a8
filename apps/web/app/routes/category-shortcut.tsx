import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORY_SHORTCUTS } from '@wellfit/contracts/constants';
import { loadProductList, type ProductListSelection } from '~/features/catalog/load-product-list';
import { ProductListView } from '~/features/catalog/components/product-list-view';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/category-shortcut';

type Shortcut = (typeof PRODUCT_CATEGORY_SHORTCUTS)[number];

function shortcutAt(path: unknown): Shortcut | undefined {
  return PRODUCT_CATEGORY_SHORTCUTS.find((shortcut) => shortcut.path === path);
}

/**
 * /discounts lists every product sold below its list price; the other shortcuts are the category
 * whose slug is the path (/home-gym → home-gym).
 */
function selectionOf(shortcut: Shortcut): ProductListSelection {
  return shortcut.path === '/discounts'
    ? { kind: 'scope', scope: 'discounts' }
    : { kind: 'category-slug', slug: shortcut.path.slice(1) };
}

export const handle: RouteHandle = {
  title: ({ data: pageData }) => {
    const shortcut = shortcutAt((pageData as { shortcutPath?: unknown } | undefined)?.shortcutPath);
    return shortcut ? `common:${shortcut.labelKey}` : 'titles:product_list';
  },
};

/** The SPEC §2 product category shortcuts (/discounts, /home-gym …), registered once per path in routes.ts. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shortcut = shortcutAt(url.pathname.replace(/\/+$/, '').toLowerCase());
  if (!shortcut) throw data(null, { status: 404 });
  const { services, locale } = requireLoadContext(context);
  const page = await loadProductList(services.catalog, locale, selectionOf(shortcut), url);
  return { ...page, shortcutPath: shortcut.path };
}

export default function CategoryShortcutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const labelKey = shortcutAt(loaderData.shortcutPath)?.labelKey;
  return <ProductListView heading={labelKey ? t(`common:${labelKey}`) : t('catalog:heading.all')} data={loaderData} />;
}
