import type { Locale } from './locale';
import type { CampaignWebServices } from './campaigns';
import type { CatalogWebServices } from './catalog';
import type { ContentWebServices } from './content';
import type { CourseWebServices } from './courses';
import type { VersionNotifyAnswer } from './data-dictionary';
import type { HomePageWebServices } from './home-page';
import type { ProductDetailWebServices } from './product-detail';
import type { SearchWebServices } from './search';
import type { SupportWebServices } from './support';

/**
 * What the Fastify process hands to React Router loaders (STACK.md: route modules never
 * import server code; services reach them through the load context). Later issues add
 * their services here, typed with their contracts.
 */
export interface WebServices {
  dataDictionary: {
    versionNotify(locale: Locale): Promise<VersionNotifyAnswer>;
  };
  catalog: CatalogWebServices;
  productDetail: ProductDetailWebServices;
  homePage: HomePageWebServices;
  search: SearchWebServices;
  content: ContentWebServices;
  courses: CourseWebServices;
  support: SupportWebServices;
  campaigns: CampaignWebServices;
}

export interface WebLoadContext {
  /** The visitor's locale, resolved by the server: locale cookie, then Accept-Language, then zhTW. */
  locale: Locale;
  requestId: string;
  /** True while the shop is under maintenance: every page shows the maintenance screen. */
  maintenance: boolean;
  services: WebServices;
  /**
   * The nonce of this answer's Content-Security-Policy: the inline scripts React and React
   * Router write into the page carry it (scripts without it do not run).
   */
  cspNonce: string;
}
