import { data } from 'react-router';
import { isCampaignName, type CampaignPage, type PartnerEventPage } from '@wellfit/contracts/campaigns';
import { CampaignSeoTags, CampaignView, EventSeoTags } from '~/features/campaigns/components/campaign-view';
import { PartnerEventView } from '~/features/campaigns/components/partner-event-view';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/event';

const SHOW_SUFFIX = 'show';

/** What /event/{name}[/show] shows: one of our campaigns, a partner's event page, or not found. */
type EventPageData =
  | { page: 'campaign'; campaign: CampaignPage; canonicalUrl: string }
  | { page: 'partner'; event: PartnerEventPage; canonicalUrl: string }
  | { page: 'not-found' };

function isEventPageData(value: unknown): value is EventPageData {
  return typeof value === 'object' && value !== null && 'page' in value;
}

export const handle: RouteHandle = {
  // A campaign's own title (from its record, in the visitor's language) is the page title.
  title: ({ data: pageData }) => {
    if (!isEventPageData(pageData) || pageData.page === 'not-found') return 'titles:not_found';
    return { text: pageData.page === 'campaign' ? pageData.campaign.title : pageData.event.title };
  },
  ownDescription: true,
};

/**
 * Every page under /event/ (SPEC §2, §9), registered as two patterns rather than one static route
 * per campaign: the server matches every request against the whole route table, so fewer entries
 * make every page cheaper. /event/{slug} renders the campaign record of that slug within its
 * window (outside it, or with no record, the not-found page with 404); /event/{slug}/show renders
 * it at any time. A name that is no campaign of ours is a partner event's hash: its page, or
 * the not-found page when no partner has it.
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
  const partnerEvent =
    !campaign && !forceShow && !isCampaignName(name)
      ? await services.campaigns.partnerEventPage(locale, name, { shopOrigin: url.origin })
      : null;
  let pageData: EventPageData;
  if (campaign) pageData = { page: 'campaign', campaign, canonicalUrl: `${url.origin}/event/${campaign.slug}` };
  else if (partnerEvent)
    pageData = { page: 'partner', event: partnerEvent, canonicalUrl: `${url.origin}/event/${partnerEvent.hash}` };
  else pageData = { page: 'not-found' };
  return data(pageData, { status: pageData.page === 'not-found' ? 404 : 200 });
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <LazyNotFoundScreen />;
  if (loaderData.page === 'partner') {
    return (
      <>
        <EventSeoTags
          title={loaderData.event.title}
          image={loaderData.event.titleImages.desktop}
          canonicalUrl={loaderData.canonicalUrl}
        />
        <PartnerEventView event={loaderData.event} />
      </>
    );
  }
  return (
    <>
      <CampaignSeoTags campaign={loaderData.campaign} canonicalUrl={loaderData.canonicalUrl} />
      <CampaignView campaign={loaderData.campaign} />
    </>
  );
}
