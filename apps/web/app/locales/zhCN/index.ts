import messages from 'virtual:wellfit-messages/zhCN';
import cart from './cart.json';
import catalog from './catalog.json';
import collections from './collections.json';
import common from './common.json';
import content from './content.json';
import courses from './courses.json';
import home from './home.json';
import pages from './pages.json';
import product from './product.json';
import search from './search.json';
import sport from './sport.json';
import titles from './titles.json';

/**
 * This locale's namespaces as one module, so the browser fetches a locale in one request. The
 * `messages` namespace is the SPEC §8 catalogue from contracts (vite.config.ts, localeMessages).
 */
export default {
  common,
  titles,
  home,
  pages,
  catalog,
  product,
  cart,
  collections,
  search,
  content,
  courses,
  sport,
  messages,
};
