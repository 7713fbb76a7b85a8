import { data } from 'react-router';
import { isCampaignName, isCampaignVisible, type CampaignName } from '@wellfit/contracts/campaigns';
import { ComingSoon } from '~/components/ui/coming-soon';
import { NotFoundScreen } from '~/features/errors/components/not-found-screen';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/campaign';

const SHOW_SUFFIX = 'show';

interface CampaignPageData {
  campaign: CampaignName;
  visible: boolean;
}

function isCampaignPageData(value: unknown): value is CampaignPageData {
  return typeof value === 'object' && value !== null && 'campaign' in value && 'visible' in value;
}

export const handle: RouteHandle = {
  title: ({ data: pageData }) =>
    isCampaignPageData(pageData) && pageData.visible ? `titles:campaign.${pageData.campaign}` : 'titles:not_found',
};

/**
 * Every campaign page under /event/ (registered once per name in routes.ts). A dated campaign
 * outside its SPEC §9 window answers 404 with the not-found page; /event/<name>/show always shows it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const [, , name = '', suffix] = new URL(request.url).pathname.toLowerCase().split('/');
  if (!isCampaignName(name)) throw data(null, { status: 404 });
  const visible = isCampaignVisible(name, Date.now(), suffix === SHOW_SUFFIX);
  const pageData: CampaignPageData = { campaign: name, visible };
  return data(pageData, { status: visible ? 200 : 404 });
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  return loaderData.visible ? <ComingSoon /> : <NotFoundScreen />;
}
