import type { Faker } from '@faker-js/faker';
import type { SpecPair } from '@wellfit/contracts/product-spec';
import type { LocalisedList, LocalisedText } from '../db/columns.ts';
import {
  flashSales,
  productAddons,
  productBonuses,
  productCategories,
  productImages,
  productSkus,
  products,
  subscriptionPlans,
} from '../db/schema.ts';
import { COUPONS } from './corpus/coupons.ts';
import { DIAMOND_ICONS } from './corpus/home-banners.ts';
import {
  BONUS_GIFT_TEMPLATES,
  PRODUCT_BRANDS,
  PRODUCT_EDITIONS,
  PRODUCT_TEMPLATES,
  type ProductTemplate,
  type SpecValue,
} from './corpus/products.ts';
import { sanitizeLocalisedProductHtml } from '../modules/catalog/product-detail.service.ts';
import { SHOP_CATEGORIES, type ShopCategorySlug } from './corpus/shop-categories.ts';
import { SUBSCRIPTION_PLANS } from './corpus/subscription-plans.ts';
import { DEMO_FLASH_WINDOWS, ensureFlashSkuStock, flashSkuStock, seededSold } from './demo-flash-sales.ts';
import { equipmentGlyph } from './images/glyphs.ts';
import type { SeedPicture } from './images/seed-image-pool.ts';
import {
  diamondIconPicture,
  productPicture,
  shopCategoryBanner,
  shopCategoryPicture,
  subscriptionPicture,
  virtualProductPicture,
} from './images/seed-pictures.ts';
import { localise, localiseList, localiseSpecPairs, type Bilingual } from './localised-text.ts';
import type { SeedContext } from './seed-context.ts';
import { bulletList, heading, image, paragraph, perLocale } from './seed-html.ts';

export interface SeededSku {
  id: number;
  /** What the member pays: the promotion price when there is one. */
  price: number;
  originPrice: number;
  /** The SKU's spec pairs in every locale (product_skus.sp_data). */
  spData: LocalisedList<SpecPair>;
}

export interface SeededProduct {
  id: number;
  name: LocalisedText;
  pic: string;
  categorySlug: ShopCategorySlug | null;
  listPrice: number;
  salePrice: number;
  skus: SeededSku[];
}

export interface CatalogRefs {
  categoryIds: Record<ShopCategorySlug, number>;
  categoryIcons: Record<ShopCategorySlug, SeedPicture>;
  /** Equipment products, ids 1..n in order; the first PRODUCT_TEMPLATES.length are the originals. */
  equipment: SeededProduct[];
  /** Equipment on the shelf and marked for group buying (the /group-shop list), in id order. */
  groupShop: SeededProduct[];
  bonusGifts: SeededProduct[];
  subscriptionProducts: Record<(typeof SUBSCRIPTION_PLANS)[number]['period'], SeededProduct>;
  subscriptionPlanIds: Record<(typeof SUBSCRIPTION_PLANS)[number]['period'], number>;
  virtualProducts: SeededProduct[];
  flashSales: SeededFlashSale[];
}

export interface SeededFlashSale {
  id: number;
  product: SeededProduct;
  sku: SeededSku;
  seckillPrice: number;
  startsAt: Date;
  endsAt: Date;
}

const HTML_LABELS = {
  highlights: { zhTW: '產品特色', en: 'Highlights' },
  specifications: { zhTW: '規格選擇', en: 'Options' },
  delivery: { zhTW: '配送與保固', en: 'Delivery and warranty' },
  deliveryText: {
    zhTW: '現貨商品於付款後 1 至 3 個工作天出貨，享 7 天鑑賞期與一年保固。',
    en: 'In-stock items ship within 1 to 3 working days of payment, with a 7-day return window and a one-year warranty.',
  },
  benefits: { zhTW: '訂閱權益', en: 'What you get' },
} as const;

const SHAPE_OF_CATEGORY: Record<ShopCategorySlug, Parameters<typeof equipmentGlyph>[0]> = {
  discounts: 'bag',
  'home-gym': 'dumbbell',
  yoga: 'mat',
  gear: 'roller',
  clothing: 'top',
  accessories: 'bottle',
  subscription: 'ball',
};

/** Prices the way Taiwanese shops write them: 399, 590, 1,280, 19,900. */
export function roundToShelfPrice(amount: number): number {
  if (amount < 1000) {
    const tens = Math.max(10, Math.round(amount / 10) * 10);
    return tens % 100 === 0 ? tens - 1 : tens;
  }
  if (amount < 10_000) return Math.round(amount / 100) * 100 - 20;
  return Math.round(amount / 1000) * 1000 - 100;
}

function cartesian(values: ReadonlyArray<readonly SpecValue[]>): SpecValue[][] {
  return values.reduce<SpecValue[][]>(
    (combinations, options) => combinations.flatMap((combination) => options.map((option) => [...combination, option])),
    [[]],
  );
}

interface ProductDraft {
  id: number;
  template: ProductTemplate;
  generation: number;
  name: Bilingual;
  categorySlug: ShopCategorySlug;
  listPrice: number;
  salePrice: number;
  picture: SeedPicture;
  status: 'on_sale' | 'off_shelf';
  flags: { enterpriseOnly: boolean; usport: boolean; groupShop: boolean };
  /** Every SKU has stock 0: the page shows it sold out and the cart refuses it. */
  soldOut: boolean;
  sales: number;
  createdDaysAgo: number;
}

const DISCOUNT_RATIOS = [0.9, 0.85, 0.8, 0.75, 0.7] as const;
const PRICE_FACTORS = [0.85, 0.9, 1, 1.1, 1.2, 1.3] as const;
const DISCOUNT_SHELF_RATIO = 0.75;
/** Every n-th product is wholly sold out, and every m-th enterprise-only, so even scale 1 shows both. */
const WHOLLY_SOLD_OUT_EVERY = 41;
const ENTERPRISE_ONLY_EVERY = 47;

/** The n-th product: originals first, then brand lines and editions of the same templates. */
function draftProduct(faker: Faker, index: number, picture: (template: ProductTemplate) => SeedPicture): ProductDraft {
  const template = PRODUCT_TEMPLATES[index % PRODUCT_TEMPLATES.length]!;
  const generation = Math.floor(index / PRODUCT_TEMPLATES.length);
  let name = template.name;
  let listPrice = template.listPrice;
  let salePrice = template.salePrice ?? template.listPrice;
  let categorySlug: ShopCategorySlug = template.category;
  if (generation > 0) {
    const brand = PRODUCT_BRANDS[generation % PRODUCT_BRANDS.length]!;
    const edition = PRODUCT_EDITIONS[generation % PRODUCT_EDITIONS.length]!;
    const line = Math.floor(generation / (PRODUCT_BRANDS.length * PRODUCT_EDITIONS.length));
    const parts = [brand, template.name, edition].filter((part) => part.zhTW !== '');
    if (line > 0) parts.push({ zhTW: `第 ${line + 1} 代`, en: `Gen ${line + 1}` });
    name = { zhTW: parts.map((part) => part.zhTW).join(' '), en: parts.map((part) => part.en).join(' ') };
    listPrice = roundToShelfPrice(template.listPrice * faker.helpers.arrayElement(PRICE_FACTORS));
    const discounted = faker.datatype.boolean({ probability: 0.6 });
    const ratio = discounted ? faker.helpers.arrayElement(DISCOUNT_RATIOS) : 1;
    salePrice = ratio < 1 ? Math.min(roundToShelfPrice(listPrice * ratio), listPrice - 10) : listPrice;
    if (ratio <= DISCOUNT_SHELF_RATIO) categorySlug = 'discounts';
  }
  return {
    id: index + 1,
    template,
    generation,
    name,
    categorySlug,
    listPrice,
    salePrice,
    picture: picture(template),
    status: generation > 0 && faker.datatype.boolean({ probability: 0.02 }) ? 'off_shelf' : 'on_sale',
    flags: {
      enterpriseOnly:
        (index + 1) % ENTERPRISE_ONLY_EVERY === 0 || (generation > 0 && faker.datatype.boolean({ probability: 0.04 })),
      usport: faker.datatype.boolean({ probability: 0.15 }),
      groupShop: faker.datatype.boolean({ probability: 0.1 }),
    },
    soldOut: (index + 1) % WHOLLY_SOLD_OUT_EVERY === 0,
    sales: faker.number.int({ min: 0, max: generation === 0 ? 5000 : 800 }),
    createdDaysAgo: faker.number.int({ min: 1, max: 400 }),
  };
}

function productDetailHtml(template: ProductTemplate, picture: SeedPicture, name: Bilingual): LocalisedText {
  const description = localise(template.description);
  const highlights = template.highlights.map(localise);
  const specs = template.specs.map((spec) => ({
    name: localise(spec.name),
    values: spec.values.map((value) => localise(value.label)),
  }));
  const labels = {
    highlights: localise(HTML_LABELS.highlights),
    specifications: localise(HTML_LABELS.specifications),
    delivery: localise(HTML_LABELS.delivery),
    deliveryText: localise(HTML_LABELS.deliveryText),
  };
  const alt = localise(name);
  return perLocale(
    (locale) =>
      image(picture.url, alt[locale]) +
      paragraph(description[locale]) +
      heading(labels.highlights[locale]) +
      bulletList(highlights.map((highlight) => highlight[locale])) +
      heading(labels.specifications[locale]) +
      bulletList(
        specs.map((spec) => `${spec.name[locale]}: ${spec.values.map((value) => value[locale]).join(' / ')}`),
      ) +
      heading(labels.delivery[locale]) +
      paragraph(labels.deliveryText[locale]),
  );
}

/** Coupon labels on product cards: the product- or category-scoped coupons that apply. */
function couponLabelFor(productId: number, categorySlug: ShopCategorySlug): LocalisedText | null {
  const coupon = COUPONS.find(
    (entry) =>
      entry.claimable &&
      ((entry.scope === 'product' && productId <= (entry.productCount ?? 0)) ||
        (entry.scope === 'category' && entry.categorySlug === categorySlug)),
  );
  return coupon ? localise(coupon.name) : null;
}

export async function seedCatalog(context: SeedContext, productCount: number): Promise<CatalogRefs> {
  const created = (days: number) => context.daysAgo(days);
  const categoryGlyph = (slug: ShopCategorySlug) => equipmentGlyph(SHAPE_OF_CATEGORY[slug]);

  const categoryIds = Object.fromEntries(
    SHOP_CATEGORIES.map((category, index) => [category.slug, index + 1]),
  ) as Record<ShopCategorySlug, number>;
  const categoryBanners = Object.fromEntries(
    SHOP_CATEGORIES.map((category) => [
      category.slug,
      shopCategoryBanner(context.images, category, categoryGlyph(category.slug)),
    ]),
  ) as Record<ShopCategorySlug, SeedPicture>;
  const categoryIcons = Object.fromEntries(
    SHOP_CATEGORIES.map((category) => [
      category.slug,
      shopCategoryPicture(context.images, category, categoryGlyph(category.slug)),
    ]),
  ) as Record<ShopCategorySlug, SeedPicture>;
  await context.insert(
    productCategories,
    SHOP_CATEGORIES.map((category, index) => ({
      id: index + 1,
      parentId: null,
      slug: category.slug,
      name: localise(category.name),
      iconUrl: categoryIcons[category.slug].url,
      sort: index,
      isShow: true,
      createdAt: created(500),
      updatedAt: created(500),
    })),
  );

  const subscriptionPlanIds = Object.fromEntries(
    SUBSCRIPTION_PLANS.map((plan, index) => [plan.period, index + 1]),
  ) as CatalogRefs['subscriptionPlanIds'];
  await context.insert(
    subscriptionPlans,
    SUBSCRIPTION_PLANS.map((plan, index) => ({
      id: index + 1,
      period: plan.period,
      name: localise(plan.name),
      months: plan.months,
      price: plan.price,
      newcomerPrice: plan.newcomerPrice,
      sort: index,
      status: 'active' as const,
      createdAt: created(500),
    })),
  );

  const faker = context.faker('products');
  const drafts: ProductDraft[] = [];
  for (let index = 0; index < productCount; index += 1) {
    drafts.push(draftProduct(faker, index, (template) => productPicture(context.images, template)));
  }

  // Products beyond the equipment range: gifts, subscriptions and virtual goods.
  let nextProductId = productCount + 1;
  const giftPlans = BONUS_GIFT_TEMPLATES.map((template) => ({
    id: nextProductId++,
    template,
    picture: productPicture(context.images, template),
  }));
  const subscriptionPlansWithIds = SUBSCRIPTION_PLANS.map((plan) => ({
    id: nextProductId++,
    plan,
    picture: subscriptionPicture(context.images, plan),
  }));
  const virtualPlans = VIRTUAL_PRODUCTS.map((entry) => ({
    id: nextProductId++,
    entry,
    picture: virtualProductPicture(context.images, entry.key),
  }));

  const productRows = function* () {
    for (const draft of drafts) {
      const template = draft.template;
      yield {
        id: draft.id,
        categoryId: categoryIds[draft.categorySlug],
        productType: 'equipment' as const,
        status: draft.status,
        name: localise(draft.name),
        subtitle: localise(template.subtitle),
        brief: localise(template.subtitle),
        description: localise(template.description),
        descriptionTxt: localise({
          zhTW: `${template.description.zhTW}${template.highlights.map((item) => item.zhTW).join('；')}。`,
          en: `${template.description.en} ${template.highlights.map((item) => item.en).join('. ')}.`,
        }),
        detailHtml: sanitizeLocalisedProductHtml(productDetailHtml(template, draft.picture, draft.name)),
        detailMobileHtml: sanitizeLocalisedProductHtml(productDetailHtml(template, draft.picture, draft.name)),
        keywords: localise({
          zhTW: template.keywords.join(' '),
          en: `${template.name.en} ${template.category.replace('-', ' ')}`,
        }),
        highlights: localiseList(template.highlights),
        couponLabel: couponLabelFor(draft.id, draft.categorySlug),
        pic: draft.picture.url,
        iconUrls: null,
        listPrice: draft.listPrice,
        salePrice: draft.salePrice,
        enterpriseOnly: draft.flags.enterpriseOnly,
        usport: draft.flags.usport,
        groupShop: draft.flags.groupShop,
        subscriptionPlanId: null,
        sales: draft.sales,
        sort: draft.id,
        deletedAt: null,
        createdAt: created(draft.createdDaysAgo),
        updatedAt: created(Math.max(0, draft.createdDaysAgo - 30)),
      };
    }
    for (const gift of giftPlans) {
      yield {
        id: gift.id,
        categoryId: categoryIds[gift.template.category],
        productType: 'bonus' as const,
        status: 'on_sale' as const,
        name: localise(gift.template.name),
        subtitle: localise(gift.template.subtitle),
        description: localise(gift.template.description),
        descriptionTxt: localise(gift.template.description),
        keywords: localise({ zhTW: gift.template.keywords.join(' '), en: gift.template.name.en }),
        highlights: localiseList(gift.template.highlights),
        pic: gift.picture.url,
        listPrice: gift.template.listPrice,
        salePrice: 0,
        sort: gift.id,
        createdAt: created(300),
        updatedAt: created(300),
      };
    }
    for (const { id, plan, picture } of subscriptionPlansWithIds) {
      const benefits = plan.benefits.map(localise);
      const benefitsLabel = localise(HTML_LABELS.benefits);
      const brief = localise(plan.brief);
      yield {
        id,
        categoryId: categoryIds.subscription,
        productType: 'subscription' as const,
        status: 'on_sale' as const,
        name: localise(plan.name),
        subtitle: localise(plan.subtitle),
        brief,
        description: localise(plan.brief),
        descriptionTxt: localise(plan.brief),
        detailHtml: sanitizeLocalisedProductHtml(
          perLocale(
            (locale) =>
              paragraph(brief[locale]) +
              heading(benefitsLabel[locale]) +
              bulletList(benefits.map((benefit) => benefit[locale])),
          ),
        ),
        detailMobileHtml: sanitizeLocalisedProductHtml(
          perLocale((locale) => paragraph(brief[locale]) + bulletList(benefits.map((benefit) => benefit[locale]))),
        ),
        keywords: localise({ zhTW: `訂閱 ${plan.name.zhTW} VIP`, en: `subscription ${plan.name.en} VIP` }),
        highlights: localiseList(plan.benefits),
        pic: picture.url,
        iconUrls: DIAMOND_ICONS.slice(0, 3).map((icon) => diamondIconPicture(context.images, icon).url),
        listPrice: plan.listPrice,
        salePrice: plan.price,
        subscriptionPlanId: subscriptionPlanIds[plan.period],
        sales: 0,
        sort: id,
        createdAt: created(500),
        updatedAt: created(500),
      };
    }
    for (const { id, entry, picture } of virtualPlans) {
      yield {
        id,
        categoryId: null,
        productType: 'fictional' as const,
        status: 'on_sale' as const,
        name: localise(entry.name),
        subtitle: localise(entry.subtitle),
        description: localise(entry.subtitle),
        descriptionTxt: localise(entry.subtitle),
        keywords: localise({ zhTW: entry.name.zhTW, en: entry.name.en }),
        pic: picture.url,
        listPrice: entry.listPrice,
        salePrice: entry.salePrice,
        sort: id,
        createdAt: created(200),
        updatedAt: created(200),
      };
    }
  };
  await context.insert(products, productRows(), nextProductId - 1);

  // SKUs: every combination of the template's options; a few are sold out.
  let nextSkuId = 1;
  const skuFaker = context.faker('product-skus');
  const seededSkus = new Map<number, SeededSku[]>();
  const skuRowsOf = function* (
    productId: number,
    template: ProductTemplate,
    listPrice: number,
    salePrice: number,
    pic: string,
    soldOutChance: number,
    unitsSold = 0,
  ) {
    const skus: SeededSku[] = [];
    seededSkus.set(productId, skus);
    const combinations = cartesian(template.specs.map((spec) => spec.values));
    // The product's units sold, shared out over its SKUs so the two counters agree.
    const weights = combinations.map(() => skuFaker.number.int({ min: 1, max: 10 }));
    const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
    const shares = weights.map((weight) => Math.floor((unitsSold * weight) / weightTotal));
    shares[0] = (shares[0] ?? 0) + unitsSold - shares.reduce((sum, share) => sum + share, 0);
    for (const [index, combination] of combinations.entries()) {
      const id = nextSkuId++;
      const delta = combination.reduce((sum, value) => sum + (value.priceDelta ?? 0), 0);
      const price = listPrice + delta;
      const promotionPrice = salePrice < listPrice ? salePrice + delta : null;
      const spData = localiseSpecPairs(
        combination.map((value, index) => ({ key: template.specs[index]!.name, value: value.label })),
      );
      skus.push({ id, price: promotionPrice ?? price, originPrice: price, spData });
      yield {
        id,
        productId,
        skuCode: `WF${String(productId).padStart(6, '0')}-${String(id).padStart(7, '0')}`,
        spData,
        pic,
        stock: skuFaker.datatype.boolean({ probability: soldOutChance })
          ? 0
          : skuFaker.number.int({ min: 3, max: 240 }),
        price,
        promotionPrice,
        sale: shares[index]!,
        delTag: 0,
        createdAt: created(300),
        updatedAt: created(10),
      };
    }
  };
  const skuRows = function* () {
    for (const draft of drafts)
      yield* skuRowsOf(
        draft.id,
        draft.template,
        draft.listPrice,
        draft.salePrice,
        draft.picture.url,
        draft.soldOut ? 1 : 0.06,
        draft.sales,
      );
    for (const gift of giftPlans)
      yield* skuRowsOf(gift.id, gift.template, gift.template.listPrice, 0, gift.picture.url, 0);
    for (const { id, plan, picture } of subscriptionPlansWithIds)
      yield* skuRowsOf(id, SINGLE_SKU, plan.listPrice, plan.price, picture.url, 0);
    for (const { id, entry, picture } of virtualPlans)
      yield* skuRowsOf(id, SINGLE_SKU, entry.listPrice, entry.salePrice, picture.url, 0);
  };
  await context.insert(productSkus, skuRows());

  await context.insert(
    productImages,
    (function* () {
      let id = 1;
      for (const draft of drafts) {
        yield {
          id: id++,
          productId: draft.id,
          url: draft.picture.url,
          width: draft.picture.width,
          height: draft.picture.height,
          sort: 0,
          createdAt: created(300),
        };
        const banner = categoryBanners[draft.template.category];
        yield {
          id: id++,
          productId: draft.id,
          url: banner.url,
          width: banner.width,
          height: banner.height,
          sort: 1,
          createdAt: created(300),
        };
      }
      for (const entry of [...giftPlans, ...subscriptionPlansWithIds, ...virtualPlans]) {
        yield {
          id: id++,
          productId: entry.id,
          url: entry.picture.url,
          width: entry.picture.width,
          height: entry.picture.height,
          sort: 0,
          createdAt: created(300),
        };
      }
    })(),
  );

  // Add-ons are the original accessories that carry an add-on price; main equipment offers two.
  const addOnOffers = drafts.filter((draft) => draft.generation === 0 && draft.template.addOnPrice !== undefined);
  const addonFaker = context.faker('product-addons');
  await context.insert(
    productAddons,
    (function* () {
      for (const draft of drafts) {
        if (!['home-gym', 'yoga', 'gear'].includes(draft.template.category) || draft.template.addOnPrice !== undefined)
          continue;
        const offers = addonFaker.helpers.arrayElements(addOnOffers, 2);
        for (const [sort, offer] of offers.entries()) {
          yield { productId: draft.id, addonProductId: offer.id, salePrice: offer.template.addOnPrice!, sort };
        }
      }
    })(),
  );

  const giftSkuIds = giftPlans.map((gift) => seededSkus.get(gift.id)![0]!.id);
  const bonusFaker = context.faker('product-bonuses');
  await context.insert(
    productBonuses,
    (function* () {
      for (const draft of drafts) {
        if (draft.salePrice < 3000) continue;
        const gifts = bonusFaker.helpers.arrayElements(giftSkuIds, draft.salePrice >= 10_000 ? 2 : 1);
        for (const [sort, bonusSkuId] of gifts.entries()) yield { productId: draft.id, bonusSkuId, quantity: 1, sort };
      }
      for (const { id, plan } of subscriptionPlansWithIds) {
        if (plan.period === 'half_year') yield { productId: id, bonusSkuId: giftSkuIds[0]!, quantity: 1, sort: 0 };
        if (plan.period === 'year') yield { productId: id, bonusSkuId: giftSkuIds[1]!, quantity: 1, sort: 0 };
      }
    })(),
  );

  const toSeeded = (
    id: number,
    name: Bilingual,
    pic: string,
    categorySlug: ShopCategorySlug | null,
    listPrice: number,
    salePrice: number,
  ): SeededProduct => ({
    id,
    name: localise(name),
    pic,
    categorySlug,
    listPrice,
    salePrice,
    skus: seededSkus.get(id) ?? [],
  });
  const equipment = drafts.map((draft) =>
    toSeeded(draft.id, draft.name, draft.picture.url, draft.categorySlug, draft.listPrice, draft.salePrice),
  );

  // Flash sales on discounted originals (demo-flash-sales.ts): running, coming, ended, later today, sold out, free.
  const flashCandidates = equipment
    .slice(0, PRODUCT_TEMPLATES.length)
    .filter((product) => product.salePrice < product.listPrice && product.skus.length > 0);
  const flashSkuStocks = new Map<number, number>();
  const flashRows = DEMO_FLASH_WINDOWS.flatMap((window) => {
    const product = flashCandidates[window.candidate % Math.max(1, flashCandidates.length)];
    if (!product) return [];
    const sku = product.skus[0]!;
    const [startsAt, endsAt] = window.followsStart
      ? [new Date(context.now + window.followsStart.startMs), new Date(context.now + window.followsStart.endMs)]
      : [context.daysAgo(window.seedDay!.startDaysAgo, 12 * 60), context.daysAgo(window.seedDay!.endDaysAgo, 12 * 60)];
    const started = startsAt.getTime() < context.now;
    flashSkuStocks.set(sku.id, Math.max(flashSkuStocks.get(sku.id) ?? 0, flashSkuStock(window)));
    return [
      {
        id: window.id,
        productId: product.id,
        productSkuId: sku.id,
        seckillPrice: window.priceShare === 0 ? 0 : roundToShelfPrice(sku.originPrice * window.priceShare),
        stock: window.stock,
        sold: started ? seededSold(window) : 0,
        limitPerMember: 1,
        startsAt,
        endsAt,
        createdAt: created(20),
        updatedAt: created(20),
        product,
        sku,
      },
    ];
  });
  const seededFlashSales: SeededFlashSale[] = flashRows.map((row) => ({
    id: row.id,
    product: row.product,
    sku: row.sku,
    seckillPrice: row.seckillPrice,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  }));
  await context.insert(
    flashSales,
    flashRows.map(({ product: _product, sku: _sku, ...row }) => row),
  );
  // A flash SKU keeps more stock than its sale can sell, so the demo and the browser tests can buy it.
  await ensureFlashSkuStock(context.db, flashSkuStocks);

  return {
    categoryIds,
    categoryIcons,
    equipment,
    groupShop: drafts
      .filter((draft) => draft.flags.groupShop && draft.status === 'on_sale')
      .map((draft) => equipment[draft.id - 1]!),
    bonusGifts: giftPlans.map((gift) =>
      toSeeded(gift.id, gift.template.name, gift.picture.url, gift.template.category, gift.template.listPrice, 0),
    ),
    subscriptionProducts: Object.fromEntries(
      subscriptionPlansWithIds.map(({ id, plan, picture }) => [
        plan.period,
        toSeeded(id, plan.name, picture.url, 'subscription', plan.listPrice, plan.price),
      ]),
    ) as CatalogRefs['subscriptionProducts'],
    subscriptionPlanIds,
    virtualProducts: virtualPlans.map(({ id, entry, picture }) =>
      toSeeded(id, entry.name, picture.url, null, entry.listPrice, entry.salePrice),
    ),
    flashSales: seededFlashSales,
  };
}

/** A product sold as one plain SKU: subscriptions and virtual goods have no options. */
const SINGLE_SKU: ProductTemplate = {
  key: 'single',
  category: 'accessories',
  shape: 'ball',
  name: { zhTW: '', en: '' },
  subtitle: { zhTW: '', en: '' },
  description: { zhTW: '', en: '' },
  highlights: [],
  listPrice: 0,
  specs: [],
  keywords: [],
};

/** SPEC §3 home detail type fictProduct: codes and cards sold as products. */
const VIRTUAL_PRODUCTS = [
  {
    key: 'gift-card-1000',
    name: { zhTW: 'WellFit 電子禮物卡 NT$1,000', en: 'WellFit e-Gift Card NT$1,000' },
    subtitle: { zhTW: '送禮首選，序號寄送至信箱', en: 'The perfect gift, delivered by email as a code' },
    listPrice: 1000,
    salePrice: 1000,
  },
  {
    key: 'course-code-30',
    name: { zhTW: '30 天課程兌換序號', en: '30-Day Course Pass Code' },
    subtitle: {
      zhTW: '兌換後 30 天內無限觀看全部課程',
      en: 'Unlimited access to every course for 30 days after redemption',
    },
    listPrice: 599,
    salePrice: 499,
  },
] as const;
