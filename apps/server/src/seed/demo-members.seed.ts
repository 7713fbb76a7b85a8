import {
  browseHistory,
  cartItems,
  courseEntitlements,
  favourites,
  planParticipations,
  redeemCodes,
  sportRecords,
  userAddresses,
  userCoupons,
  userSubscriptions,
  users,
  usportAuthorisations,
  userMessages,
} from '../db/schema.ts';
import { zipCodeOf } from '@wellfit/contracts/taiwan-places';
import { CHECKOUT_TYPE } from '@wellfit/contracts/constants';
import { normaliseMobile } from '@wellfit/contracts/validation';
import { EXCHANGE_STATUS } from '../modules/redemption/redemption.tables.ts';
import type { CatalogRefs, SeededProduct } from './catalog.seed.ts';
import type { ContentRefs } from './content.seed.ts';
import { MEMBER_NOTIFICATIONS } from './corpus/member-notifications.ts';
import { PRODUCT_TEMPLATES } from './corpus/products.ts';
import { TAIWAN_CITIES } from './corpus/taiwan-places.ts';
import { DEMO_ACCOUNTS, DEMO_USPORT, demoAccountId, type DemoAccount, type DemoAccountKey } from './demo-accounts.ts';
import {
  MemberRows,
  PointLedger,
  WELCOME_MESSAGE,
  addressRow,
  addressSnapshot,
  memberDefaults,
  messageRow,
  type MemberAddress,
  type Recipient,
} from './member-rows.ts';
import { OrderBatch, type OrderLine, type OrderSpec, type OrderStatus } from './orders.seed.ts';
import type { SeedContext } from './seed-context.ts';
import type { OfferRefs } from './shop-offers.seed.ts';

function cityAddress(cityName: string, district: string, detailAddress: string): MemberAddress {
  const city = TAIWAN_CITIES.find((entry) => entry.city === cityName)!;
  const zipCode = zipCodeOf(cityName, district)!;
  return { city, district, zipCode, detailAddress };
}

/** Where each demo account lives, so checkout has a default address to show. */
const DEMO_ADDRESSES: Record<DemoAccountKey, MemberAddress> = {
  member: cityAddress('臺北市', '大安區', '復興南路一段 219 號 8 樓'),
  vip: cityAddress('新北市', '板橋區', '文化路一段 188 號 12 樓'),
  enterprise: cityAddress('臺中市', '西屯區', '臺灣大道二段 501 號 5 樓'),
  usport: cityAddress('高雄市', '苓雅區', '四維三路 6 號 15 樓'),
  resetRequired: cityAddress('臺南市', '東區', '東門路二段 89 號'),
  newcomer: cityAddress('桃園市', '中壢區', '中正路 120 號 3 樓'),
};

const DEMO_PROFILES: Record<
  DemoAccountKey,
  {
    gender: 1 | 2;
    birthday: string;
    height: number;
    weight: number;
    goal: 'lose_weight' | 'build_muscle' | 'keep_fit' | 'not_sure';
    createdDaysAgo: number;
  }
> = {
  member: { gender: 2, birthday: '1992-05-14', height: 162, weight: 548, goal: 'keep_fit', createdDaysAgo: 200 },
  vip: { gender: 1, birthday: '1986-11-02', height: 176, weight: 742, goal: 'build_muscle', createdDaysAgo: 420 },
  enterprise: { gender: 2, birthday: '1990-03-08', height: 158, weight: 505, goal: 'lose_weight', createdDaysAgo: 150 },
  usport: { gender: 1, birthday: '1998-07-21', height: 181, weight: 768, goal: 'keep_fit', createdDaysAgo: 90 },
  resetRequired: { gender: 2, birthday: '1975-01-30', height: 155, weight: 580, goal: 'not_sure', createdDaysAgo: 700 },
  newcomer: { gender: 1, birthday: '2001-09-12', height: 172, weight: 655, goal: 'not_sure', createdDaysAgo: 0 },
};

/** The original product of a template (generation 0 keeps template order). */
function original(catalog: CatalogRefs, key: string): SeededProduct {
  return catalog.equipment[PRODUCT_TEMPLATES.findIndex((template) => template.key === key)]!;
}

/** A demo account receives deliveries under its own name and mobile. */
function recipient(account: DemoAccount): Recipient {
  return {
    familyName: account.name.slice(0, 1),
    givenName: account.name.slice(1),
    mobile: normaliseMobile(account.mobile),
  };
}

function line(product: SeededProduct, skuIndex = 0, quantity = 1): OrderLine {
  return { product, sku: product.skus[Math.min(skuIndex, product.skus.length - 1)]!, quantity };
}

/**
 * The accounts a person tries the shop with: each has a full, believable history (orders in
 * every state, a cart, coupons, W Coin, workouts), written explicitly rather than drawn at random.
 */
export async function seedDemoMembers(
  context: SeedContext,
  catalog: CatalogRefs,
  content: ContentRefs,
  offers: OfferRefs,
): Promise<void> {
  const rows = new MemberRows();
  const orderBatch = new OrderBatch(context, context.faker('demo-orders'));
  const faker = context.faker('demo-members');
  const couponId = (key: string) => offers.coupons.find((coupon) => coupon.entry.key === key)!.id;

  for (const account of DEMO_ACCOUNTS) {
    const id = context.nextId(users);
    const profile = DEMO_PROFILES[account.key];
    const vip = account.key === 'vip';
    const subscriptionStart = context.daysAgo(100, 20 * 60);
    const subscriptionEnd = new Date(subscriptionStart);
    subscriptionEnd.setUTCMonth(subscriptionEnd.getUTCMonth() + 12);
    const registered = account.key !== 'newcomer';
    rows.push(users, {
      ...memberDefaults(context, id, vip ? { startsAt: subscriptionStart, expiresAt: subscriptionEnd } : null),
      uuid: faker.string.uuid(),
      name: account.name,
      nickName: account.nickName,
      phone: normaliseMobile(account.mobile),
      email: account.email,
      gender: profile.gender,
      city: DEMO_ADDRESSES[account.key].city.city,
      birthday: registered ? profile.birthday : null,
      height: registered ? profile.height : null,
      weight: registered ? profile.weight : null,
      calorieGoal: registered ? 400 : null,
      goal: registered ? profile.goal : null,
      newUser: registered ? 0 : 1,
      guidance: registered ? 0 : 1,
      locale: 'zhTW',
      passwordResetRequired: account.key === 'resetRequired',
      enterpriseId: account.key === 'enterprise' ? offers.enterpriseIds[0]! : null,
      healthStatement: registered ? 'accepted' : null,
      healthStatementAt: registered ? context.daysAgo(profile.createdDaysAgo - 1) : null,
      status: 'active',
      lastLoginAt: context.daysAgo(1, 21 * 60),
      createdAt: context.daysAgo(profile.createdDaysAgo, 12 * 60),
      updatedAt: context.daysAgo(1),
    });
    rows.push(
      userAddresses,
      addressRow(
        context,
        id,
        recipient(account),
        DEMO_ADDRESSES[account.key],
        true,
        context.daysAgo(profile.createdDaysAgo),
      ),
    );
    rows.push(userMessages, messageRow(context, id, WELCOME_MESSAGE, account.key !== 'newcomer'));
  }

  // ─── The demo member: every order state, a cart, coupons and a W Coin history ──────────
  const memberId = demoAccountId('member');
  const member = DEMO_ACCOUNTS[memberId - 1]!;
  const office = cityAddress('臺北市', '信義區', '信義路五段 7 號 32 樓');
  rows.push(userAddresses, addressRow(context, memberId, recipient(member), office, false, context.daysAgo(120)));
  const buyer = addressSnapshot(member.name, member.mobile, member.email, DEMO_ADDRESSES.member);
  const dumbbell = original(catalog, 'adjustable-dumbbell');
  const mat = original(catalog, 'tpe-yoga-mat');
  const roller = original(catalog, 'foam-roller');
  const leggings = original(catalog, 'high-rise-leggings');
  const bottle = original(catalog, 'insulated-bottle');
  const bands = original(catalog, 'latex-band-set');
  const rope = original(catalog, 'speed-jump-rope');
  const block = original(catalog, 'cork-yoga-block');
  const bike = original(catalog, 'magnetic-spin-bike');
  const gift = catalog.bonusGifts[0]!;
  const memberOrders: Array<Omit<OrderSpec, 'userId' | 'buyer'> & { couponKey?: string }> = [
    {
      status: 'pending',
      createdAt: context.daysAgo(0, 8 * 60),
      lines: [line(leggings, 2), line(bottle)],
      checkoutType: CHECKOUT_TYPE.cart,
    },
    {
      status: 'unshipped',
      createdAt: context.daysAgo(1, 10 * 60),
      lines: [line(mat, 1), { ...line(block), type: 'addon', price: 490 }],
      checkoutType: CHECKOUT_TYPE.cart,
    },
    {
      status: 'shipped',
      createdAt: context.daysAgo(3, 14 * 60),
      lines: [line(roller, 1)],
      checkoutType: CHECKOUT_TYPE.single,
    },
    {
      status: 'delivered',
      createdAt: context.daysAgo(6, 19 * 60),
      lines: [line(rope), line(bands)],
      checkoutType: CHECKOUT_TYPE.cart,
    },
    {
      status: 'completed',
      createdAt: context.daysAgo(20, 21 * 60),
      lines: [line(dumbbell), { ...line(gift), type: 'bonus', price: 0 }],
      checkoutType: CHECKOUT_TYPE.single,
    },
    {
      status: 'completed',
      createdAt: context.daysAgo(45, 12 * 60),
      lines: [line(bike)],
      checkoutType: CHECKOUT_TYPE.cart,
      couponAmount: 200,
      couponKey: 'birthday-200',
    },
    {
      status: 'cancelled',
      createdAt: context.daysAgo(30, 9 * 60),
      lines: [line(leggings, 5)],
      checkoutType: CHECKOUT_TYPE.single,
    },
    {
      // Left unpaid past its time: lapsed by the expiry job (pending → invalid).
      status: 'invalid',
      createdAt: context.daysAgo(12, 22 * 60),
      lines: [line(mat, 1)],
      checkoutType: CHECKOUT_TYPE.single,
    },
    {
      status: 'returned',
      createdAt: context.daysAgo(60, 15 * 60),
      lines: [line(leggings, 9)],
      checkoutType: CHECKOUT_TYPE.single,
    },
  ];
  const ledger = new PointLedger(context, rows, memberId);
  ledger.move('wcoin', 500, 'reward', context.daysAgo(199), { type: 'welcome', id: memberId });
  for (const spec of memberOrders) {
    const userCouponId = spec.couponKey ? context.nextId(userCoupons) : null;
    const orderId = orderBatch.add({ ...spec, userId: memberId, buyer, userCouponId });
    if (spec.couponKey && userCouponId) {
      rows.push(userCoupons, {
        id: userCouponId,
        userId: memberId,
        couponId: couponId(spec.couponKey),
        status: 'used',
        claimedAt: context.daysAgo(50),
        expiresAt: context.daysAgo(20),
        usedAt: spec.createdAt,
        orderId,
      });
    }
    if (spec.status === 'completed') {
      const total = spec.lines.reduce((sum, entry) => sum + (entry.price ?? entry.sku.price) * entry.quantity, 0);
      ledger.move('points', Math.floor(total / 100), 'order', new Date(spec.createdAt.getTime() + 14 * 86_400_000), {
        type: 'order',
        id: orderId,
      });
    }
  }
  // A flash-sale purchase from the sale that ended a week ago (checkout type 4).
  const endedFlashSale = catalog.flashSales.find((flash) => flash.endsAt.getTime() < context.now);
  if (endedFlashSale) {
    orderBatch.add({
      userId: memberId,
      buyer,
      status: 'delivered',
      createdAt: new Date(endedFlashSale.startsAt.getTime() + 5 * 60_000),
      lines: [
        { product: endedFlashSale.product, sku: endedFlashSale.sku, quantity: 1, price: endedFlashSale.seckillPrice },
      ],
      checkoutType: CHECKOUT_TYPE.flashSale,
      flashSaleId: endedFlashSale.id,
    });
  }

  // Check-ins: 14 of the last 20 days, a 7-day streak bonus, and one redemption.
  const checkedDays = [19, 18, 17, 15, 14, 12, 11, 7, 6, 5, 4, 3, 2, 1];
  for (const daysAgo of checkedDays) ledger.checkIn(daysAgo, 8 * 60 + 12);
  ledger.move('wcoin', 20, 'reward', context.daysAgo(1, 8 * 60 + 13), { type: 'check_in_streak', id: 7 });
  ledger.move('wcoin', -100, 'redeem', context.daysAgo(10), {
    type: 'point_redeem_item',
    id: offers.redeemItemIds.at(-1) ?? 1,
  });
  ledger.close(context.daysAgo(0));

  const memberCoupons: Array<{
    key: string;
    status: 'unused' | 'used' | 'expired';
    claimedDaysAgo: number;
    expiresInDays: number;
  }> = [
    { key: 'welcome-100', status: 'unused', claimedDaysAgo: 5, expiresInDays: 25 },
    { key: 'site-10-off', status: 'unused', claimedDaysAgo: 2, expiresInDays: 38 },
    { key: 'yoga-200', status: 'unused', claimedDaysAgo: 1, expiresInDays: 29 },
    { key: 'summer-ended', status: 'expired', claimedDaysAgo: 100, expiresInDays: -60 },
  ];
  for (const coupon of memberCoupons) {
    rows.push(userCoupons, {
      id: context.nextId(userCoupons),
      userId: memberId,
      couponId: couponId(coupon.key),
      status: coupon.status,
      claimedAt: context.daysAgo(coupon.claimedDaysAgo),
      expiresAt: context.daysAgo(-coupon.expiresInDays, 24 * 60 - 1),
    });
  }

  for (const [index, entry] of MEMBER_NOTIFICATIONS.slice(1).entries()) {
    rows.push(userMessages, messageRow(context, memberId, entry, index < 7));
  }

  // The cart: two products and an add-on bought with the first (SPEC §3 cart item type addon).
  const matLineId = context.nextId(cartItems);
  rows.push(cartItems, {
    id: matLineId,
    userId: memberId,
    productId: mat.id,
    productSkuId: mat.skus[0]!.id,
    type: 'product',
    quantity: 1,
    addedPrice: mat.skus[0]!.price,
    createdAt: context.daysAgo(2),
    updatedAt: context.daysAgo(2),
  });
  rows.push(cartItems, {
    id: context.nextId(cartItems),
    userId: memberId,
    productId: block.id,
    productSkuId: block.skus[0]!.id,
    type: 'addon',
    parentCartItemId: matLineId,
    quantity: 1,
    addedPrice: 490,
    createdAt: context.daysAgo(2),
    updatedAt: context.daysAgo(2),
  });
  rows.push(cartItems, {
    id: context.nextId(cartItems),
    userId: memberId,
    productId: bottle.id,
    productSkuId: bottle.skus[1]?.id ?? bottle.skus[0]!.id,
    type: 'product',
    quantity: 2,
    addedPrice: bottle.skus[0]!.price,
    createdAt: context.daysAgo(1),
    updatedAt: context.daysAgo(1),
  });

  const memberFavourites: Array<['product' | 'course' | 'plan' | 'article' | 'coach' | 'series', number]> = [
    ['product', dumbbell.id],
    ['product', mat.id],
    ['product', roller.id],
    ['product', bike.id],
    ['product', leggings.id],
    ['course', 1],
    ['course', 5],
    ['course', 9],
    ['plan', 1],
    ['plan', 4],
    ['article', 1],
    ['article', 2],
    ['article', 7],
    ['coach', 1],
    ['coach', 2],
    ['series', 1],
  ];
  for (const [index, [targetType, targetId]] of memberFavourites.entries()) {
    rows.push(favourites, {
      id: context.nextId(favourites),
      userId: memberId,
      targetType,
      targetId,
      createdAt: context.daysAgo(30 - index),
    });
  }
  const browsed: Array<['product' | 'course' | 'article' | 'plan', number]> = [
    ...[1, 2, 13, 22, 23, 34, 35, 44, 45, 50].map((id): ['product', number] => [
      'product',
      Math.min(id, catalog.equipment.length),
    ]),
    ...[1, 2, 3, 5, 8, 12].map((id): ['course', number] => ['course', id]),
    ...[1, 2, 3, 4].map((id): ['article', number] => ['article', id]),
    ['plan', 1],
    ['plan', 2],
  ];
  for (const [index, [targetType, targetId]] of browsed.entries()) {
    rows.push(browseHistory, {
      id: context.nextId(browseHistory),
      userId: memberId,
      targetType,
      targetId,
      viewedAt: context.daysAgo(index * 0.7, 20 * 60),
    });
  }

  // Forty workouts over the last sixty days, mostly the plan's courses.
  for (let workout = 0; workout < 40; workout += 1) {
    const course = content.courses[(workout * 7) % Math.min(content.courses.length, 32)]!;
    rows.push(sportRecords, {
      id: context.nextId(sportRecords),
      userId: memberId,
      motionType: course.motionType,
      durationSeconds: course.durationSeconds,
      calories: course.calories,
      courseId: course.id,
      source: workout % 5 === 0 ? 'apple_health' : 'web',
      occurredAt: context.daysAgo(workout * 1.5, 7 * 60 + (workout % 4) * 30),
      createdAt: context.daysAgo(workout * 1.5, 8 * 60),
    });
  }
  rows.push(planParticipations, { userId: memberId, planId: 1, startedAt: context.daysAgo(10) });

  // Redemption history: a redeemed course code and gift code, an expired one, a suspended one.
  const redeemed: Array<{ status: number; kind: 'gift' | 'course'; daysAgo: number }> = [
    { status: EXCHANGE_STATUS.redeemed, kind: 'course', daysAgo: 40 },
    { status: EXCHANGE_STATUS.redeemed, kind: 'gift', daysAgo: 25 },
    { status: EXCHANGE_STATUS.expired, kind: 'gift', daysAgo: 90 },
    { status: EXCHANGE_STATUS.suspended, kind: 'course', daysAgo: 15 },
  ];
  for (const [index, entry] of redeemed.entries()) {
    const id = context.nextId(redeemCodes);
    rows.push(redeemCodes, {
      id,
      codeNumber: `WFDEMO${String(index + 1).padStart(4, '0')}${entry.kind === 'gift' ? 'G' : 'C'}`,
      kind: entry.kind,
      productId: entry.kind === 'gift' ? gift.id : catalog.virtualProducts.at(-1)!.id,
      courseId: entry.kind === 'course' ? 3 : null,
      grantDays: entry.kind === 'course' ? 30 : null,
      exchangeStatus: entry.status,
      expiresAt: context.daysAgo(entry.status === EXCHANGE_STATUS.expired ? 30 : -300),
      usedAt: entry.status === EXCHANGE_STATUS.redeemed ? context.daysAgo(entry.daysAgo) : null,
      usedByUserId: entry.status === EXCHANGE_STATUS.redeemed ? memberId : null,
      createdAt: context.daysAgo(entry.daysAgo + 10),
    });
  }
  rows.push(courseEntitlements, {
    id: context.nextId(courseEntitlements),
    userId: memberId,
    courseId: 3,
    source: 'course_code',
    startsAt: context.daysAgo(40),
    expiresAt: context.daysAgo(10),
    createdAt: context.daysAgo(40),
  });

  // ─── VIP: an annual subscription bought as an order ─────────────────────────────────────
  const vipId = demoAccountId('vip');
  const vip = DEMO_ACCOUNTS[vipId - 1]!;
  const vipBuyer = addressSnapshot(vip.name, vip.mobile, vip.email, DEMO_ADDRESSES.vip);
  const yearProduct = catalog.subscriptionProducts.year;
  const subscriptionOrderId = orderBatch.add({
    userId: vipId,
    buyer: vipBuyer,
    status: 'completed',
    createdAt: context.daysAgo(100, 20 * 60 - 5),
    lines: [line(yearProduct)],
    checkoutType: CHECKOUT_TYPE.single,
  });
  const subscriptionStart = context.daysAgo(100, 20 * 60);
  const subscriptionEnd = new Date(subscriptionStart);
  subscriptionEnd.setUTCMonth(subscriptionEnd.getUTCMonth() + 12);
  rows.push(userSubscriptions, {
    id: context.nextId(userSubscriptions),
    userId: vipId,
    subscriptionPlanId: catalog.subscriptionPlanIds.year,
    status: 'active',
    startsAt: subscriptionStart,
    expiresAt: subscriptionEnd,
    autoRenew: true,
    paymentMethod: 'credit_card',
    orderId: subscriptionOrderId,
    createdAt: subscriptionStart,
    updatedAt: subscriptionStart,
  });
  orderBatch.add({
    userId: vipId,
    buyer: vipBuyer,
    status: 'completed',
    createdAt: context.daysAgo(70, 13 * 60),
    lines: [line(original(catalog, 'soft-kettlebell'), 2)],
    checkoutType: CHECKOUT_TYPE.single,
  });
  orderBatch.add({
    userId: vipId,
    buyer: vipBuyer,
    status: 'shipped',
    createdAt: context.daysAgo(2, 11 * 60),
    lines: [line(original(catalog, 'massage-gun'))],
    checkoutType: CHECKOUT_TYPE.single,
  });
  for (const [index, entry] of MEMBER_NOTIFICATIONS.slice(1, 8).entries())
    rows.push(userMessages, messageRow(context, vipId, entry, index % 2 === 0));
  rows.push(planParticipations, { userId: vipId, planId: 3, startedAt: context.daysAgo(21) });
  rows.push(planParticipations, { userId: vipId, planId: 7, startedAt: context.daysAgo(5) });
  const vipLedger = new PointLedger(context, rows, vipId);
  vipLedger.move('wcoin', 300, 'reward', context.daysAgo(90), { type: 'welcome', id: vipId });
  vipLedger.close(context.daysAgo(0));

  // ─── The others: an enterprise order, the programme authorisation, a free trial ─────────
  const enterpriseId = demoAccountId('enterprise');
  const enterprise = DEMO_ACCOUNTS[enterpriseId - 1]!;
  const enterpriseOrders: Array<[OrderStatus, number]> = [
    ['completed', 35],
    ['delivered', 5],
  ];
  for (const [status, daysAgo] of enterpriseOrders) {
    orderBatch.add({
      userId: enterpriseId,
      buyer: addressSnapshot(enterprise.name, enterprise.mobile, enterprise.email, DEMO_ADDRESSES.enterprise),
      status,
      createdAt: context.daysAgo(daysAgo, 11 * 60),
      lines: [line(original(catalog, 'body-composition-scale')), line(original(catalog, 'sports-socks'), 0, 3)],
      checkoutType: CHECKOUT_TYPE.cart,
    });
  }
  for (const key of ['enterprise', 'usport', 'resetRequired', 'newcomer'] as const) {
    const ledgerOf = new PointLedger(context, rows, demoAccountId(key));
    ledgerOf.close(context.daysAgo(0));
  }
  rows.push(usportAuthorisations, {
    id: context.nextId(usportAuthorisations),
    userId: demoAccountId('usport'),
    programmeId: DEMO_USPORT.programmeId,
    authCode: DEMO_USPORT.authCode,
    idLastFour: DEMO_USPORT.idLastFour,
    paymentId: 'USPAY-0001',
    status: 'verified',
    verifiedAt: context.daysAgo(30),
    expiresAt: context.daysAgo(-335),
    createdAt: context.daysAgo(30),
    updatedAt: context.daysAgo(30),
  });
  rows.push(courseEntitlements, {
    id: context.nextId(courseEntitlements),
    userId: demoAccountId('newcomer'),
    courseId: null,
    source: 'trial',
    startsAt: context.daysAgo(0),
    expiresAt: context.daysAgo(-30),
    createdAt: context.daysAgo(0),
  });

  await rows.flush(context, orderBatch);
}
