import { data } from 'react-router';
import { isCampaignName, type CampaignPage } from '@wellfit/contracts/campaigns';
import { ComingSoon } from '~/components/ui/coming-soon';
import { CampaignSeoTags, CampaignView } from '~/features/campaigns/components/campaign-view';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/event';

const SHOW_SUFFIX = 'show';

/** What /event/{name}[/show] shows: one of our campaigns, a partner's event page, or not found. */
type EventPageData =
  { page: 'campaign'; campaign: CampaignPage; canonicalUrl: string } | { page: 'partner' } | { page: 'not-found' };

function isEventPageData(value: unknown): value is EventPageData {
  return typeof value === 'object' && value !== null && 'page' in value;
}

export const handle: RouteHandle = {
  // A campaign's own title (from its record, in the visitor's language) is the page title.
  title: ({ data: pageData }) => {
    if (!isEventPageData(pageData) || pageData.page === 'not-found') return 'titles:not_found';
    return pageData.page === 'campaign' ? { text: pageData.campaign.title } : 'titles:partner_event';
  },
  ownDescription: true,
};

/**
 * Every page under /event/ (SPEC §2, §9), registered as two patterns rather than one static route
 * per campaign: the server matches every request against the whole route table, so fewer entries
 * make every page cheaper. /event/{slug} renders the campaign record of that slug within its
 * window (outside it, or with no record, the not-found page with 404); /event/{slug}/show renders
 * it at any time. A name that is no campaign of ours is a partner event page (by its hash).
 * Slugs match case-insensitively. The window is checked on every render, never cached here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const url = new URL(request.url);
  const [, , name = '', suffix] = url.pathname.toLowerCase().split('/');
  const forceShow = suffix === SHOW_SUFFIX;
  const campaign = await services.campaigns.campaignPage(locale, name, {
    now: Date.now(),
    forceShow,
    shopOrigin: url.origin,
  });
  let pageData: EventPageData;
  if (campaign) pageData = { page: 'campaign', campaign, canonicalUrl: `${url.origin}/event/${campaign.slug}` };
  else if (!forceShow && !isCampaignName(name)) pageData = { page: 'partner' };
  else pageData = { page: 'not-found' };
  return data(pageData, { status: pageData.page === 'not-found' ? 404 : 200 });
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <LazyNotFoundScreen />;
  if (loaderData.page === 'partner') return <ComingSoon />;
  return (
    <>
      <CampaignSeoTags campaign={loaderData.campaign} canonicalUrl={loaderData.canonicalUrl} />
      <CampaignView campaign={loaderData.campaign} />
    </>
  );
}
