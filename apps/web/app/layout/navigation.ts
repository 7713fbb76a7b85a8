/** The header's sections (home, content, shop, plans, courses, articles), desktop and mobile alike. */
export const MAIN_NAVIGATION = [
  { to: '/', labelKey: 'common:nav.home', end: true },
  { to: '/content', labelKey: 'common:nav.content', end: false },
  // The shop's own product list; /shop itself is the sports-programme redirect chain (SPEC §2).
  { to: '/product-list/all', labelKey: 'common:nav.shop', end: false },
  { to: '/plan-list/all', labelKey: 'common:nav.plans', end: false },
  { to: '/course-list', labelKey: 'common:nav.courses', end: false },
  { to: '/article-list/0', labelKey: 'common:nav.articles', end: false },
] as const;

/** Whether the page at `pathname` is in a header section: NavLink's rule (the path or below it, unless `end`). */
export function isCurrentSection(pathname: string, section: { to: string; end: boolean }): boolean {
  const path = pathname.toLowerCase();
  return path === section.to || (!section.end && path.startsWith(`${section.to}/`));
}

/**
 * The shopping entries a phone's menu adds to the sections (issue 14: what Taiwanese shopping
 * sites put one tap away). Member pages ask a visitor to log in.
 */
export const MOBILE_SHOPPING_LINKS = [
  { to: '/product-list/all', labelKey: 'common:nav.categories' },
  { to: '/shopping-cart', labelKey: 'common:header.cart' },
  { to: '/collection/product', labelKey: 'common:header.my_collections' },
  { to: '/browse-history/product', labelKey: 'common:header.browse_history' },
  { to: '/member/info', labelKey: 'common:nav.member_area' },
] as const;

/** The footer's static links (SPEC §2 info, static and guide pages, support centre). */
export const FOOTER_LINK_GROUPS = [
  {
    labelKey: 'common:footer.links_label',
    links: [
      { to: '/about-us', labelKey: 'common:links.about_us' },
      { to: '/collaboration', labelKey: 'common:links.collaboration' },
      { to: '/terms-of-service', labelKey: 'common:links.terms_of_service' },
      { to: '/privacy-policy', labelKey: 'common:links.privacy_policy' },
      { to: '/cookie-declaration', labelKey: 'common:links.cookie_declaration' },
    ],
  },
  {
    labelKey: 'common:footer.help_label',
    links: [
      { to: '/member-guide', labelKey: 'common:links.member_guide' },
      { to: '/faq', labelKey: 'common:links.faq' },
      { to: '/contact-us', labelKey: 'common:links.contact_us' },
      { to: '/sitemap', labelKey: 'common:links.sitemap' },
    ],
  },
] as const;
