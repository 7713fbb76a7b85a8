import { PRODUCT_CATEGORY_SHORTCUTS } from '@wellfit/contracts/constants';
import type { ServiceContext } from '../../context.ts';
import { listSitemapCategories, listSitemapProducts } from './product-detail.queries.ts';

/** The shop's list pages beside the category lists (SPEC §2 public pages). */
const LIST_PAGES = ['/content', '/product-list/all', '/group-shop', '/usport-product-list'] as const;

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function urlEntry(origin: string, path: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
}

/**
 * /sitemap.xml (sitemaps.org 0.9): the home page, the list pages and every product a shopper
 * can open, with its last change. 10,000 products stay far below the 50,000-URL limit of one file.
 */
export async function buildSitemap(ctx: ServiceContext, origin: string): Promise<string> {
  const [categories, products] = await Promise.all([listSitemapCategories(ctx.db), listSitemapProducts(ctx.db)]);
  const paths = [
    '/',
    ...LIST_PAGES,
    ...PRODUCT_CATEGORY_SHORTCUTS.map((shortcut) => shortcut.path),
    ...categories.map((category) => `/product-list/${category.id}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => urlEntry(origin, path)),
    ...products.map((product) => urlEntry(origin, `/product/${product.id}`, product.updatedAt)),
    '</urlset>',
  ].join('\n');
}
