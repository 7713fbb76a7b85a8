import { data } from 'react-router';
import { PRODUCT_CATEGORY_SHORTCUTS } from '@wellfit/contracts/constants';
import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/category-shortcut';

function shortcutAt(path: unknown) {
  return PRODUCT_CATEGORY_SHORTCUTS.find((shortcut) => shortcut.path === path);
}

export const handle: RouteHandle = {
  title: ({ data: pageData }) => {
    const shortcut = shortcutAt((pageData as { path?: unknown } | undefined)?.path);
    return shortcut ? `common:${shortcut.labelKey}` : 'titles:product_list';
  },
};

/** The SPEC §2 product category shortcuts (/discounts, /home-gym …), registered once per path in routes.ts. */
export function loader({ request }: Route.LoaderArgs) {
  const shortcut = shortcutAt(new URL(request.url).pathname.replace(/\/+$/, '').toLowerCase());
  if (!shortcut) throw data(null, { status: 404 });
  return { path: shortcut.path };
}

export default function CategoryShortcutPage() {
  return <ComingSoon />;
}
