import { HOME_TABS, homeTabOf, loadHomeCards } from '~/features/home/home-cards';
import { FreeShippingNotice } from '~/features/home/components/free-shipping-notice';
import { HomeCards } from '~/features/home/components/home-cards';
import { HomeTabs } from '~/features/home/components/home-tabs';
import { NoticeMarquee } from '~/features/home/components/notice-marquee';
import { loadHomeNotices } from '~/features/home/home-notices';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';

export const handle: RouteHandle = { title: 'titles:home' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const tab = homeTabOf(request.url);
  const [notices, page] = await Promise.all([
    loadHomeNotices(services.dataDictionary, locale),
    loadHomeCards(services.homePage, HOME_TABS[tab], locale),
  ]);
  return { ...notices, ...page, tab };
}

/** SPEC §2 home: the content home by default, the shop home at /?tab=shop. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      {loaderData.marquee && <NoticeMarquee text={loaderData.marquee} />}
      <h1 className="sr-only">{t('home:hero.title')}</h1>
      <HomeTabs current={loaderData.tab} />
      {loaderData.freeShipping && <FreeShippingNotice notice={loaderData.freeShipping} />}
      <HomeCards cards={loaderData.cards} failed={loaderData.failed} />
    </>
  );
}
