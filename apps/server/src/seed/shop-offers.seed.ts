import { coupons, enterprises, pointRedeemItems, redeemCodes } from '../db/schema.ts';
import { EXCHANGE_STATUS } from '../modules/redemption/redemption.tables.ts';
import type { CatalogRefs } from './catalog.seed.ts';
import type { ContentRefs } from './content.seed.ts';
import { COUPONS, type CouponEntry } from './corpus/coupons.ts';
import { DEMO_ENTERPRISE, DEMO_REDEEM_CODES } from './demo-accounts.ts';
import { localise } from './localised-text.ts';
import type { SeedContext } from './seed-context.ts';

export interface SeededCoupon {
  id: number;
  entry: CouponEntry;
  validFrom: Date;
  validUntil: Date;
}

export interface OfferRefs {
  coupons: SeededCoupon[];
  enterpriseIds: number[];
  /** W Coin price list: what the demo member's ledger spends on. */
  redeemItemIds: number[];
}

/** Companies with enterprise accounts; the first is the demo company of /ez/wellfit-demo. */
const ENTERPRISES = [
  { ...DEMO_ENTERPRISE, isDemo: true },
  {
    code: 'motion-tech',
    name: '動力科技股份有限公司',
    businessId: '53212539',
    email: 'welfare@motion-tech.example.tw',
    isDemo: false,
  },
  {
    code: 'morning-light',
    name: '晨光國際貿易股份有限公司',
    businessId: '12345675',
    email: 'hr@morning-light.example.tw',
    isDemo: false,
  },
] as const;

export async function seedShopOffers(
  context: SeedContext,
  catalog: CatalogRefs,
  content: ContentRefs,
): Promise<OfferRefs> {
  await context.insert(
    enterprises,
    ENTERPRISES.map((enterprise, index) => ({
      id: index + 1,
      code: enterprise.code,
      name: enterprise.name,
      businessId: enterprise.businessId,
      email: enterprise.email,
      isDemo: enterprise.isDemo,
      status: 'active' as const,
      createdAt: context.daysAgo(400),
      updatedAt: context.daysAgo(400),
    })),
  );

  const seededCoupons = COUPONS.map((entry, index): SeededCoupon => ({
    id: index + 1,
    entry,
    validFrom: context.daysAgo(-entry.validFromDays, 0),
    validUntil: context.daysAgo(-entry.validUntilDays, 24 * 60 - 1),
  }));
  await context.insert(
    coupons,
    seededCoupons.map(({ id, entry, validFrom, validUntil }) => ({
      id,
      name: localise(entry.name),
      scope: entry.scope,
      scopeIds:
        entry.scope === 'category' && entry.categorySlug
          ? [catalog.categoryIds[entry.categorySlug]]
          : entry.scope === 'product'
            ? catalog.equipment.slice(0, entry.productCount ?? 0).map((product) => product.id)
            : [],
      discountType: entry.discountType,
      discountValue: entry.discountValue,
      minSpend: entry.minSpend,
      totalQuantity: entry.totalQuantity,
      claimedCount: 0,
      perMemberLimit: 1,
      claimable: entry.claimable,
      claimStartsAt: validFrom,
      claimEndsAt: validUntil,
      validFrom,
      validUntil,
      validDays: entry.validDays,
      status: 'active' as const,
      createdAt: validFrom,
      updatedAt: validFrom,
    })),
  );

  // W Coin centre: small accessories and two coupons.
  const redeemProducts = catalog.equipment
    .filter((product) => product.salePrice > 0 && product.salePrice <= 600)
    .slice(0, 5);
  const redeemRows = [
    ...redeemProducts.map((product, index) => ({
      kind: 'product' as const,
      productId: product.id,
      couponId: null,
      title: product.name,
      cost: Math.max(100, Math.round(product.salePrice / 10) * 10),
      stock: 50 + index * 10,
    })),
    ...seededCoupons
      .filter(({ entry }) => entry.scope === 'shop' && entry.claimable)
      .map(({ id, entry }) => ({
        kind: 'coupon' as const,
        productId: null,
        couponId: id,
        title: localise(entry.name),
        cost: entry.discountType === 'amount' ? entry.discountValue : 150,
        stock: 500,
      })),
  ];
  await context.insert(
    pointRedeemItems,
    redeemRows.map((row, index) => ({
      id: index + 1,
      ...row,
      status: 'active' as const,
      sort: index,
      startsAt: context.daysAgo(60),
      endsAt: context.daysAgo(-180),
      createdAt: context.daysAgo(60),
    })),
  );

  // Codes waiting to be redeemed: the two printed for the demo member, and a stock of unused ones.
  const codeFaker = context.faker('redeem-codes');
  const giftProduct = catalog.bonusGifts[0]!;
  const coursePassProduct = catalog.virtualProducts[1] ?? catalog.virtualProducts[0]!;
  const codeRows = [
    {
      codeNumber: DEMO_REDEEM_CODES.gift,
      kind: 'gift' as const,
      productId: giftProduct.id,
      courseId: null,
      grantDays: null,
    },
    {
      codeNumber: DEMO_REDEEM_CODES.course,
      kind: 'course' as const,
      productId: coursePassProduct.id,
      courseId: null,
      grantDays: 30,
    },
    ...Array.from({ length: 20 * context.scale }, (_, index) => ({
      codeNumber: `WF${codeFaker.string.alphanumeric({ length: 10, casing: 'upper' })}${index}`,
      kind: index % 2 === 0 ? ('gift' as const) : ('course' as const),
      productId: index % 2 === 0 ? giftProduct.id : coursePassProduct.id,
      courseId: index % 2 === 0 ? null : content.courses[index % content.courses.length]!.id,
      grantDays: index % 2 === 0 ? null : 30,
    })),
  ];
  await context.insert(
    redeemCodes,
    codeRows.map((row) => ({
      id: context.nextId(redeemCodes),
      ...row,
      exchangeStatus: EXCHANGE_STATUS.available,
      expiresAt: context.daysAgo(-365),
      createdAt: context.daysAgo(30),
    })),
  );

  return {
    coupons: seededCoupons,
    enterpriseIds: ENTERPRISES.map((_, index) => index + 1),
    redeemItemIds: redeemRows.map((_, index) => index + 1),
  };
}
