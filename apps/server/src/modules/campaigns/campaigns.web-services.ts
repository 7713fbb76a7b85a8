import type { CampaignWebServices } from '@wellfit/contracts/campaigns';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { campaignPage, partnerEventPage } from './campaigns.service.ts';

/** The load-context services of this module (web/web-services.ts). */
export function campaignWebServices(database: DatabaseHandle): CampaignWebServices {
  return {
    campaignPage: (locale, slug, options) => campaignPage(createServiceContext(database.db, { locale }), slug, options),
    partnerEventPage: (locale, hash, options) =>
      partnerEventPage(createServiceContext(database.db, { locale }), hash, options),
  };
}
