import type { ProductDetail, SkuAttribute, SkuStock } from '@wellfit/contracts/product-detail';
import type { ServiceContext } from '../../context.ts';
import type { LocalisedText } from '../../db/columns.ts';
import { findProductDetail, type SkuRow } from './product-detail.queries.ts';
import { sanitizeProductHtml, sanitizeStoredHtml } from '../../rich-html.ts';

/** Size assumed for a picture stored without one (old imports): square, as product shots are. */
const UNKNOWN_PICTURE_SIZE = 800;

/**
 * The spec keys and values a product offers, in the order its SKUs carry them. Derived from
 * the live SKUs, so a value is offered exactly when some SKU has it.
 */
export function skuAttributesOf(skus: ReadonlyArray<Pick<SkuRow, 'spData'>>): SkuAttribute[] {
  const attributes = new Map<string, string[]>();
  for (const sku of skus) {
    for (const { key, value } of sku.spData) {
      const values = attributes.get(key) ?? [];
      if (!values.includes(value)) values.push(value);
      attributes.set(key, values);
    }
  }
  return [...attributes].map(([key, values]) => ({ key, values }));
}

function skuStockOf(sku: SkuRow): SkuStock {
  return {
    id: sku.id,
    skuCode: sku.skuCode,
    stock: sku.stock,
    price: sku.price,
    promotionPrice: sku.promotionPrice,
    pic: sku.pic,
    spData: JSON.stringify(sku.spData),
  };
}

/** A product on sale in the context's locale, or null when there is none to show. */
export async function findProductDetailFor(ctx: ServiceContext, id: number): Promise<ProductDetail | null> {
  const row = await findProductDetail(ctx.db, id, ctx.locale);
  if (!row) return null;
  const pics = row.pics.map((picture) => ({
    url: picture.url,
    width: picture.width ?? UNKNOWN_PICTURE_SIZE,
    height: picture.height ?? UNKNOWN_PICTURE_SIZE,
  }));
  if (pics.length === 0 && row.pic)
    pics.push({ url: row.pic, width: UNKNOWN_PICTURE_SIZE, height: UNKNOWN_PICTURE_SIZE });
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    brief: row.brief,
    description: row.description,
    descriptionTxt: row.descriptionTxt,
    keywords: row.keywords,
    highlights: row.highlights,
    couponLabel: row.couponLabel,
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    category: row.category,
    categoryId: row.categoryId,
    productType: row.productType,
    enterpriseOnly: row.enterpriseOnly,
    pic: row.pic ?? pics[0]?.url ?? null,
    pics,
    // Sanitised again on the way out: rows written around the service must not reach a page alive.
    detailHtml: sanitizeStoredHtml(`product:${row.id}:desktop:${ctx.locale}`, row.updatedAt, row.detailHtml),
    detailMobileHtml: sanitizeStoredHtml(
      `product:${row.id}:mobile:${ctx.locale}`,
      row.updatedAt,
      row.detailMobileHtml ?? row.detailHtml,
    ),
    skuAttr: skuAttributesOf(row.skus),
    skuStockList: row.skus.map(skuStockOf),
    addOnItems: row.addOns.map((addOn) => ({
      productId: addOn.productId,
      name: addOn.name,
      pic: addOn.pic,
      listPrice: addOn.listPrice,
      salePrice: addOn.salePrice,
      stock: addOn.skus.reduce((sum, sku) => sum + sku.stock, 0),
      skuAttr: skuAttributesOf(addOn.skus),
      skus: addOn.skus.map(skuStockOf),
    })),
    bonusItems: row.bonuses.map((bonus) => ({ ...bonus, spData: JSON.stringify(bonus.spData) })),
    subscription:
      row.productType === 'subscription' && row.subscriptionPeriod && row.subscriptionMonths
        ? {
            period: row.subscriptionPeriod,
            months: row.subscriptionMonths,
            brief: row.brief,
            iconUrls: row.iconUrls ?? [],
          }
        : null,
    sales: row.sales,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Product HTML on its way into the database (seed, imports, editors): cleaned per locale. */
export function sanitizeLocalisedProductHtml(html: LocalisedText): LocalisedText {
  return {
    zhTW: sanitizeProductHtml(html.zhTW),
    zhCN: sanitizeProductHtml(html.zhCN),
    en: sanitizeProductHtml(html.en),
  };
}
