import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  idColumn,
  localisedList,
  localisedText,
  primaryId,
  timestampColumn,
  updatedAt,
} from '../../db/columns.ts';
import { PRODUCT_TYPES } from '@wellfit/contracts/catalog-options';
import type { SpecPair } from '@wellfit/contracts/product-spec';
import { localisedSearchText, searchColumns } from '../../db/search-columns.ts';

export const PRODUCT_STATUSES = ['draft', 'on_sale', 'off_shelf'] as const;

/** The shop's category tree; slug drives the shortcuts /home-gym, /yoga … (SPEC §2). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: primaryId(),
    parentId: idColumn('parent_id'),
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    name: localisedText('name').notNull(),
    iconUrl: text('icon_url'),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('product_categories_parent_id_idx').on(t.parentId)],
);

/** Rows a product list may show; the list indexes are partial on it (status on_sale, not deleted). */
const listedProduct = sql`status = 'on_sale' and deleted_at is null`;

export const products = pgTable(
  'products',
  {
    id: primaryId(),
    categoryId: idColumn('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    productType: varchar('product_type', { length: 16, enum: PRODUCT_TYPES }).notNull().default('equipment'),
    status: varchar('status', { length: 16, enum: PRODUCT_STATUSES }).notNull().default('draft'),
    name: localisedText('name').notNull(),
    subtitle: localisedText('subtitle'),
    brief: localisedText('brief'),
    description: localisedText('description'),
    descriptionTxt: localisedText('description_txt'),
    detailHtml: localisedText('detail_html'),
    detailMobileHtml: localisedText('detail_mobile_html'),
    keywords: localisedText('keywords'),
    highlights: localisedList('highlights'),
    couponLabel: localisedText('coupon_label'),
    /** Main picture; the gallery is product_images. */
    pic: text('pic'),
    iconUrls: jsonb('icon_urls').$type<string[]>(),
    /** New Taiwan dollars, integers (SPEC: money is integer NT$). */
    listPrice: integer('list_price').notNull(),
    salePrice: integer('sale_price').notNull(),
    enterpriseOnly: boolean('enterprise_only').notNull().default(false),
    /** Offered in the sports-voucher programme list (/usport-product-list). */
    usport: boolean('usport').notNull().default(false),
    groupShop: boolean('group_shop').notNull().default(false),
    /** A subscription product sells this subscription plan. */
    subscriptionPlanId: idColumn('subscription_plan_id'),
    sales: integer('sales').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /**
     * Whether a live SKU (del_tag 0) has stock: kept by the database whenever a SKU's stock or
     * del_tag crosses that line (trigger in migration 0012, docs/decisions/product-in-stock-flag.md),
     * so the in-stock filter and "sold out" read the product row or its list index, not the SKUs.
     */
    inStock: boolean('in_stock').notNull().default(false),
    /** Product search matches names and keywords in every locale. */
    ...searchColumns(localisedSearchText('name', 'keywords')),
    deletedAt: timestampColumn('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // The product lists' orderings (product-list.queries.ts), over shelved products only. After
    // the id (so the order is unchanged) each also carries every other column a list filters or
    // sorts on: a page's ids and a total are found by index-only scans, whichever index the
    // planner picks, and only the page's own rows are read from the table
    // (docs/decisions/uncached-product-list.md).
    const listed = [
      t.productType,
      t.categoryId,
      t.salePrice,
      t.listPrice,
      t.usport,
      t.sort,
      t.createdAt,
      t.sales,
      t.inStock,
    ];
    const listIndex = (name: string, sortColumn: (typeof listed)[number]) =>
      index(name)
        .on(sortColumn, t.id, ...listed.filter((column) => column !== sortColumn))
        .where(listedProduct);
    // A total reads every matching entry, so it reads an index that leads with what the filter
    // narrows to a range: the product type and category when a category is chosen, else the type
    // and price; the other filtered columns follow, so the count never leaves the index. The
    // price index stays narrow: a wide price range's count reads most of it, and at 10,000
    // products it costs 0.39 ms narrow against 0.69 ms with four more columns. The category index
    // also carries the id and the sort columns: when a chosen category has few matches, a page is
    // sorted from this scan instead of walking a list index for them
    // (docs/decisions/uncached-product-list.md). No other index on the type or the category: no
    // query reads products by them outside the lists, and each index the planner weighs adds to
    // the planning of every list statement.
    const countFilters = [t.inStock, t.usport, t.listPrice];
    return [
      index('products_search_tokens_idx').using('gin', t.searchTokens),
      listIndex('products_listed_recommended_idx', t.sort),
      listIndex('products_listed_newest_idx', t.createdAt),
      listIndex('products_listed_price_idx', t.salePrice),
      listIndex('products_listed_sales_idx', t.sales),
      index('products_count_by_category_idx')
        .on(t.productType, t.categoryId, t.salePrice, ...countFilters, t.id, t.sort, t.sales, t.createdAt)
        .where(listedProduct),
      index('products_count_by_price_idx')
        .on(t.productType, t.salePrice, t.categoryId, ...countFilters)
        .where(listedProduct),
      check('products_prices_not_negative', sql`${t.listPrice} >= 0 and ${t.salePrice} >= 0`),
    ];
  },
);

/**
 * SPEC §3 SKU. spData is the list of spec pairs (顏色: 曜石黑), stored once per locale like other
 * shopper text (docs/decisions/localised-sku-spec.md); the API answers the reader's list as a JSON string.
 */
export const productSkus = pgTable(
  'product_skus',
  {
    id: primaryId(),
    productId: belongsTo('product_id', () => products.id),
    skuCode: varchar('sku_code', { length: 64 }).notNull().unique(),
    spData: localisedList<SpecPair>('sp_data').notNull().default({ zhTW: [], zhCN: [], en: [] }),
    pic: text('pic'),
    stock: integer('stock').notNull().default(0),
    price: integer('price').notNull(),
    promotionPrice: integer('promotion_price'),
    /** Units sold. */
    sale: integer('sale').notNull().default(0),
    /** 1 marks a deleted SKU kept for old orders. */
    delTag: smallint('del_tag').notNull().default(0),
    matRelationSkuIds: jsonb('mat_relation_sku_ids').$type<number[]>(),
    fictRelationSkuId: idColumn('fict_relation_sku_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_skus_product_id_idx').on(t.productId),
    // Whether a product has a live SKU with stock, answered from this index alone: how the
    // database sets products.in_stock again when a SKU crosses zero (migration 0012).
    index('product_skus_in_stock_idx')
      .on(t.productId)
      .where(sql`del_tag = 0 and stock > 0`),
    check('product_skus_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: primaryId(),
    productId: belongsTo('product_id', () => products.id),
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId, t.sort)],
);

/** Add-on items offered with a product, at their own add-on price. */
export const productAddons = pgTable(
  'product_addons',
  {
    productId: belongsTo('product_id', () => products.id),
    addonProductId: belongsTo('addon_product_id', () => products.id),
    salePrice: integer('sale_price').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.addonProductId] })],
);

/** Bonus (gift) items that come free with a product. */
export const productBonuses = pgTable(
  'product_bonuses',
  {
    productId: belongsTo('product_id', () => products.id),
    bonusSkuId: belongsTo('bonus_sku_id', () => productSkus.id),
    quantity: integer('quantity').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.bonusSkuId] })],
);

/** Seckill (flash sale) offers: checkout type 4 with seckillProductId (SPEC §7). */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: primaryId(),
    productId: belongsTo('product_id', () => products.id),
    productSkuId: belongsTo('product_sku_id', () => productSkus.id),
    seckillPrice: integer('seckill_price').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    limitPerMember: integer('limit_per_member').notNull().default(1),
    startsAt: timestampColumn('starts_at').notNull(),
    endsAt: timestampColumn('ends_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('flash_sales_window_idx').on(t.startsAt, t.endsAt),
    // A product page reads its offers that have not ended; past sales pile up over the years.
    index('flash_sales_product_idx').on(t.productId, t.endsAt),
    check('flash_sales_stock_not_negative', sql`${t.stock} >= 0 and ${t.sold} <= ${t.stock}`),
  ],
);
