import { sql } from 'drizzle-orm';
import type { Locale } from '@wellfit/contracts/locale';
import type { SpecPair } from '@wellfit/contracts/product-spec';
import type { Database } from '../../db/client.ts';
import { localisedList, localisedText, localisedTextOrEmpty } from '../../db/localised-text.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { products } from './catalog.tables.ts';

/** A SKU's spec pairs in the reader's locale (sp_data holds one list per locale). */
const specPairsOf = (alias: string, locale: Locale) => localisedList(sql.raw(`${alias}.sp_data`), locale);

const skuJson = (alias: string, locale: Locale) => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`json_build_object('id', ${column('id')}, 'skuCode', ${column('sku_code')}, 'stock', ${column('stock')}, 'price', ${column('price')}, 'promotionPrice', ${column('promotion_price')}, 'pic', ${column('pic')}, 'spData', ${specPairsOf(alias, locale)})`;
};

/** SKUs of one product as a JSON array; deleted SKUs (delTag 1) stay only for old orders. */
const skusOf = (productIdColumn: string, alias: string, locale: Locale) =>
  sql`(select coalesce(json_agg(${skuJson(alias, locale)} order by ${sql.raw(alias)}.id), '[]'::json) from product_skus ${sql.raw(alias)} where ${sql.raw(alias)}.product_id = ${sql.raw(productIdColumn)} and ${sql.raw(alias)}.del_tag = 0)`;

export interface SkuRow {
  id: number;
  skuCode: string;
  stock: number;
  price: number;
  promotionPrice: number | null;
  pic: string | null;
  spData: SpecPair[];
}

/** One product page's rows, shaped by PostgreSQL into one JSON value. */
export interface ProductDetailRow {
  id: number;
  name: string;
  subtitle: string | null;
  brief: string | null;
  description: string | null;
  descriptionTxt: string | null;
  keywords: string | null;
  highlights: string[];
  couponLabel: string | null;
  listPrice: number;
  salePrice: number;
  category: string | null;
  categoryId: number | null;
  productType: 'equipment' | 'subscription' | 'addon' | 'bonus' | 'fictional';
  enterpriseOnly: boolean;
  pic: string | null;
  iconUrls: string[] | null;
  detailHtml: string | null;
  detailMobileHtml: string | null;
  sales: number;
  updatedAt: string;
  subscriptionPeriod: 'season' | 'half_year' | 'year' | null;
  subscriptionMonths: number | null;
  pics: Array<{ url: string; width: number | null; height: number | null }>;
  skus: SkuRow[];
  addOns: Array<{
    productId: number;
    name: string;
    pic: string | null;
    listPrice: number;
    salePrice: number;
    skus: SkuRow[];
  }>;
  bonuses: Array<{
    productId: number;
    productSkuId: number;
    name: string;
    pic: string | null;
    listPrice: number;
    quantity: number;
    spData: SpecPair[];
  }>;
}

function productDetailQuery(db: Database, locale: Locale) {
  const text = (column: string) => localisedText(sql.raw(column), locale);
  const name = (column: string) => localisedTextOrEmpty(sql.raw(column), locale);
  return db
    .select({
      detail: sql<ProductDetailRow | string>`json_build_object(
        'id', p.id,
        'name', ${name('p.name')},
        'subtitle', ${text('p.subtitle')},
        'brief', ${text('p.brief')},
        'description', ${text('p.description')},
        'descriptionTxt', ${text('p.description_txt')},
        'keywords', ${text('p.keywords')},
        'highlights', ${localisedList(sql.raw('p.highlights'), locale)},
        'couponLabel', ${text('p.coupon_label')},
        'listPrice', p.list_price,
        'salePrice', p.sale_price,
        'category', ${text('c.name')},
        'categoryId', p.category_id,
        'productType', p.product_type,
        'enterpriseOnly', p.enterprise_only,
        'pic', p.pic,
        'iconUrls', p.icon_urls,
        'detailHtml', ${text('p.detail_html')},
        'detailMobileHtml', ${text('p.detail_mobile_html')},
        'sales', p.sales,
        'updatedAt', p.updated_at,
        'subscriptionPeriod', sp.period,
        'subscriptionMonths', sp.months,
        'pics', (
          select coalesce(json_agg(json_build_object('url', i.url, 'width', i.width, 'height', i.height) order by i.sort, i.id), '[]'::json)
          from product_images i where i.product_id = p.id
        ),
        'skus', ${skusOf('p.id', 's', locale)},
        'addOns', (
          select coalesce(json_agg(json_build_object(
            'productId', a.id, 'name', ${name('a.name')}, 'pic', a.pic, 'listPrice', a.list_price,
            'salePrice', pa.sale_price, 'skus', ${skusOf('a.id', 'addon_sku', locale)}
          ) order by pa.sort, a.id), '[]'::json)
          from product_addons pa
          join products a on a.id = pa.addon_product_id and a.status = 'on_sale' and a.deleted_at is null
          where pa.product_id = p.id
        ),
        'bonuses', (
          select coalesce(json_agg(json_build_object(
            'productId', b.id, 'productSkuId', bs.id, 'name', ${name('b.name')}, 'pic', coalesce(bs.pic, b.pic),
            'listPrice', b.list_price, 'quantity', pb.quantity, 'spData', ${specPairsOf('bs', locale)}
          ) order by pb.sort, bs.id), '[]'::json)
          from product_bonuses pb
          join product_skus bs on bs.id = pb.bonus_sku_id and bs.del_tag = 0 and bs.stock > 0
          join products b on b.id = bs.product_id and b.deleted_at is null
          where pb.product_id = p.id
        )
      )`,
    })
    .from(
      sql`products p
        left join product_categories c on c.id = p.category_id
        left join subscription_plans sp on sp.id = p.subscription_plan_id`,
    )
    .where(
      sql`p.id = ${sql.placeholder('id')} and p.status = 'on_sale' and p.deleted_at is null and p.product_type <> 'bonus'`,
    )
    .prepare(`product_detail_${locale}`);
}

// Built once per database and locale: PostgreSQL keeps the plan of a named statement, and
// planning this statement costs more than running it (about 2 ms against 1 ms at scale 100).
const productDetailStatement = preparedPerDatabase(productDetailQuery);

/**
 * A product on sale with everything its page shows, in one statement (the detail budget is
 * 3,000 requests/s: every part is a primary-key or product_id index lookup, no N+1). Gifts
 * out of stock are left out: they come "while stocks last". The subscription plan's period is
 * joined here rather than asked of the subscriptions module, for the same budget.
 */
export async function findProductDetail(db: Database, id: number, locale: Locale): Promise<ProductDetailRow | null> {
  const [row] = await productDetailStatement(db, locale).execute({ id });
  const detail = row?.detail;
  if (detail === undefined) return null;
  // node-postgres parses json columns; PGlite does too, but a driver that does not hands back text.
  return typeof detail === 'string' ? (JSON.parse(detail) as ProductDetailRow) : detail;
}

export interface SitemapProductRow {
  id: number;
  updatedAt: Date;
}

/** Every product a shopper can open (on sale, not deleted, not a gift), for /sitemap.xml. */
export async function listSitemapProducts(db: Database): Promise<SitemapProductRow[]> {
  const result = (await db.execute(sql`
    select id::text as id, updated_at as "updatedAt" from ${products}
    where status = 'on_sale' and deleted_at is null and product_type <> 'bonus'
    order by id
  `)) as unknown as { rows: Array<{ id: string; updatedAt: Date | string }> };
  return result.rows.map((row) => ({ id: Number(row.id), updatedAt: new Date(row.updatedAt) }));
}

export interface SitemapCategoryRow {
  id: number;
  slug: string;
}

export async function listSitemapCategories(db: Database): Promise<SitemapCategoryRow[]> {
  const result = (await db.execute(sql`
    select id::text as id, slug from product_categories where is_show order by sort, id
  `)) as unknown as { rows: Array<{ id: string; slug: string }> };
  return result.rows.map((row) => ({ id: Number(row.id), slug: row.slug }));
}
