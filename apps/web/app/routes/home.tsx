import { CategoryShortcuts } from '~/features/home/components/category-shortcuts';
import { FreeShippingNotice } from '~/features/home/components/free-shipping-notice';
import { HomeHero } from '~/features/home/components/home-hero';
import { NoticeMarquee } from '~/features/home/components/notice-marquee';
import { SectionLinks } from '~/features/home/components/section-links';
import { loadHomeNotices } from '~/features/home/home-notices';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/home';

export const handle: RouteHandle = { title: 'titles:home' };

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return loadHomeNotices(services.dataDictionary, locale);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.marquee && <NoticeMarquee text={loaderData.marquee} />}
      <HomeHero />
      {loaderData.freeShipping && <FreeShippingNotice notice={loaderData.freeShipping} />}
      <CategoryShortcuts />
      <SectionLinks />
    </>
  );
}
