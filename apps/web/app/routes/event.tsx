import { data } from 'react-router';
import { isCampaignName, isCampaignVisible, isDatedCampaign, type CampaignName } from '@wellfit/contracts/campaigns';
import { ComingSoon } from '~/components/ui/coming-soon';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/event';

const SHOW_SUFFIX = 'show';

/** What /event/{name}[/show] shows: one of our campaigns, a partner's event page, or not found. */
type EventPageData = { page: 'campaign'; campaign: CampaignName } | { page: 'partner' } | { page: 'not-found' };

function isEventPageData(value: unknown): value is EventPageData {
  return typeof value === 'object' && value !== null && 'page' in value;
}

export const handle: RouteHandle = {
  title: ({ data: pageData }) => {
    if (!isEventPageData(pageData) || pageData.page === 'not-found') return 'titles:not_found';
    return pageData.page === 'campaign' ? `titles:campaign.${pageData.campaign}` : 'titles:partner_event';
  },
};

/**
 * Every page under /event/ (SPEC §2, §9), registered as two patterns rather than one static route
 * per campaign: the server matches every request against the whole route table, so fewer entries
 * make every page cheaper. /event/{name} is our campaign when the name is one (a dated campaign
 * outside its window answers 404 with the not-found page), a partner event page (by its hash)
 * otherwise; /event/{name}/show shows a dated campaign at any time and is not found for any
 * other name. Names match case-insensitively, as the static routes did.
 */
export function loader({ request }: Route.LoaderArgs) {
  const [, , name = '', suffix] = new URL(request.url).pathname.toLowerCase().split('/');
  const forceShow = suffix === SHOW_SUFFIX;
  let pageData: EventPageData;
  if (!isCampaignName(name)) pageData = { page: forceShow ? 'not-found' : 'partner' };
  else if (forceShow && !isDatedCampaign(name)) pageData = { page: 'not-found' };
  else
    pageData = isCampaignVisible(name, Date.now(), forceShow)
      ? { page: 'campaign', campaign: name }
      : { page: 'not-found' };
  return data(pageData, { status: pageData.page === 'not-found' ? 404 : 200 });
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  return loaderData.page === 'not-found' ? <LazyNotFoundScreen /> : <ComingSoon />;
}
