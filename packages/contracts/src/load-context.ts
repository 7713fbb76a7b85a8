import type { Locale } from './locale';
import type { VersionNotifyAnswer } from './data-dictionary';

/**
 * What the Fastify process hands to React Router loaders (STACK.md: route modules never
 * import server code; services reach them through the load context). Later issues add
 * their services here, typed with their contracts.
 */
export interface WebServices {
  dataDictionary: {
    versionNotify(locale: Locale): Promise<VersionNotifyAnswer>;
  };
}

export interface WebLoadContext {
  /** The visitor's locale, resolved by the server: locale cookie, then Accept-Language, then zhTW. */
  locale: Locale;
  requestId: string;
  /** True while the shop is under maintenance: every page shows the maintenance screen. */
  maintenance: boolean;
  services: WebServices;
}
