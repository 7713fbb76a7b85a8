import common from './common.json';
import search from './search.json';
import titles from './titles.json';

/**
 * The core of this locale, fetched before every page: the layout's text (common, titles, and
 * search for the header's search box). Feature namespaces and the SPEC §8 catalogue
 * (`messages.ts`) are separate files, loaded by the modules that use them (lib/i18n.client.ts,
 * ensureNamespaces).
 */
export default {
  common,
  titles,
  search,
};
