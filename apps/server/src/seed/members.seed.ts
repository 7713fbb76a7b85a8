import { Faker, base, en } from '@faker-js/faker';
import {
  browseHistory,
  favourites,
  planParticipations,
  sportRecords,
  userAddresses,
  userCoupons,
  userMessages,
  userSubscriptions,
  users,
  type FAVOURITE_TARGET_TYPES,
} from '../db/schema.ts';
import { USER_GOALS } from '@wellfit/contracts/user';
import { normaliseMobile } from '@wellfit/contracts/validation';
import type { CatalogRefs } from './catalog.seed.ts';
import type { ContentRefs } from './content.seed.ts';
import { MEMBER_NOTIFICATIONS } from './corpus/member-notifications.ts';
import { SUBSCRIPTION_PLANS } from './corpus/subscription-plans.ts';
import { TAIWANESE_GIVEN_NAMES, TAIWANESE_SURNAMES } from './corpus/taiwanese-names.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import {
  MemberRows,
  PointLedger,
  WELCOME_MESSAGE,
  addressRow,
  addressSnapshot,
  memberDefaults,
  messageRow,
  pickAddress,
} from './member-rows.ts';
import { OrderBatch, orderSubtotal, pickOrderLines, reachableStatus, type OrderStatus } from './orders.seed.ts';
import { pickDistinct, type SeedContext } from './seed-context.ts';
import type { SeedVolumes } from './seed-volumes.ts';
import type { OfferRefs } from './shop-offers.seed.ts';
import { generatedMobile } from './taiwan-identifiers.ts';

/** Members are generated a thousand at a time; each batch draws from its own random stream. */
const MEMBER_BATCH = 1000;
const DAY_HOURS = 24;
const DAY_MS = DAY_HOURS * 60 * 60 * 1000;
const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set(['unshipped', 'shipped', 'delivered', 'completed', 'returned']);

const EMAIL_PROVIDERS = [
  'gmail.com',
  'yahoo.com.tw',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'msa.hinet.net',
] as const;
const SPORT_SOURCES = ['web', 'web', 'web', 'apple_health', 'garmin', 'health_connect'] as const;
const CANCEL_RENEWAL_REASONS = ['價格考量', '使用頻率不高', '改用其他服務', '暫時沒有運動計畫'] as const;

const WEIGHTED_SURNAMES = TAIWANESE_SURNAMES.map((entry) => ({ weight: entry.weight, value: entry }));

const WANTED_ORDER_STATUS: ReadonlyArray<{ weight: number; value: OrderStatus }> = [
  { weight: 62, value: 'completed' },
  { weight: 6, value: 'delivered' },
  { weight: 5, value: 'shipped' },
  { weight: 5, value: 'unshipped' },
  { weight: 2, value: 'pending' },
  { weight: 12, value: 'cancelled' },
  { weight: 4, value: 'returned' },
  { weight: 4, value: 'invalid' },
];

type FavouriteTarget = (typeof FAVOURITE_TARGET_TYPES)[number];

/** A random favourite or browsed item: what a member looks at most (products, courses) comes up most. */
function pickTarget(
  faker: Faker,
  catalog: CatalogRefs,
  content: ContentRefs,
): { targetType: FavouriteTarget; targetId: number } {
  const targetType = faker.helpers.weightedArrayElement<FavouriteTarget>([
    { weight: 5, value: 'product' },
    { weight: 3, value: 'course' },
    { weight: 1, value: 'plan' },
    { weight: 2, value: 'article' },
    { weight: 1, value: 'coach' },
    { weight: 1, value: 'series' },
  ]);
  const pool: Record<FavouriteTarget, number> = {
    product: catalog.equipment.length,
    course: content.courses.length,
    plan: content.planIds.length,
    article: content.articleIds.length,
    coach: content.coachIds.length,
    series: content.seriesIds.length,
  };
  return { targetType, targetId: faker.number.int({ min: 1, max: pool[targetType] }) };
}

function addDistinctTargets(
  rows: MemberRows,
  table: typeof favourites | typeof browseHistory,
  context: SeedContext,
  faker: Faker,
  userId: number,
  count: number,
  catalog: CatalogRefs,
  content: ContentRefs,
): void {
  const seen = new Set<string>();
  for (let attempt = 0; seen.size < count && attempt < count * 3; attempt += 1) {
    const target = pickTarget(faker, catalog, content);
    const key = `${target.targetType}:${target.targetId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const when = context.daysAgo(faker.number.float({ min: 0, max: 90 }));
    if (table === favourites)
      rows.push(favourites, { id: context.nextId(favourites), userId, ...target, createdAt: when });
    else rows.push(browseHistory, { id: context.nextId(browseHistory), userId, ...target, viewedAt: when });
  }
}

/**
 * Every member after the demo accounts: a Taiwanese name, a unique 09 mobile and/or email, an
 * address, and a little life in the shop — orders, a W Coin ledger, favourites, workouts.
 * seedOrders lives here: `volumes.orders` is spread evenly over these members.
 */
export async function seedGeneratedMembers(
  context: SeedContext,
  volumes: SeedVolumes,
  catalog: CatalogRefs,
  content: ContentRefs,
  offers: OfferRefs,
): Promise<void> {
  const generatedCount = volumes.members - DEMO_ACCOUNTS.length;
  const ordersPerMember = volumes.orders / generatedCount;
  const demoMobiles = new Set(DEMO_ACCOUNTS.map((account) => normaliseMobile(account.mobile)));
  const claimableCoupons = offers.coupons.filter(({ entry }) => entry.claimable);
  const welcomeCoupon = offers.coupons[0]!;
  const otherEnterprises = offers.enterpriseIds.slice(1);

  for (let start = 0; start < generatedCount; start += MEMBER_BATCH) {
    const batchNumber = start / MEMBER_BATCH;
    const faker = context.faker('members', batchNumber);
    const englishFaker = new Faker({ locale: [en, base] });
    englishFaker.seed(faker.number.int({ min: 1, max: 2 ** 31 - 1 }));
    const orderBatch = new OrderBatch(context, context.faker('orders', batchNumber));
    const rows = new MemberRows();
    const end = Math.min(generatedCount, start + MEMBER_BATCH);

    for (let memberIndex = start; memberIndex < end; memberIndex += 1) {
      const id = context.nextId(users);
      const sex = faker.helpers.arrayElement(['male', 'female'] as const);
      const surname = faker.helpers.weightedArrayElement(WEIGHTED_SURNAMES);
      const familyName = surname.surname;
      const givenName = faker.helpers.arrayElement(TAIWANESE_GIVEN_NAMES[sex]);
      const name = `${familyName}${givenName}`;
      const englishFirst = englishFaker.person.firstName(sex);
      const contact = faker.helpers.weightedArrayElement([
        { weight: 75, value: 'both' },
        { weight: 15, value: 'mobile' },
        { weight: 10, value: 'email' },
      ] as const);
      const candidateMobile = generatedMobile(memberIndex);
      const mobile = contact !== 'email' && !demoMobiles.has(candidateMobile) ? candidateMobile : null;
      const email =
        contact !== 'mobile' || mobile === null
          ? `${englishFirst}.${surname.romanised}${id}@${faker.helpers.arrayElement(EMAIL_PROVIDERS)}`
              .toLowerCase()
              .replaceAll(/[^a-z0-9.@]/g, '')
          : null;
      const address = pickAddress(faker);
      const createdDaysAgo = faker.number.int({ min: 1, max: 900 });
      const lastLoginDaysAgo = faker.number.int({ min: 0, max: Math.min(createdDaysAgo, 90) });
      const registering = faker.datatype.boolean({ probability: 0.02 });
      const vip = !registering && faker.datatype.boolean({ probability: 0.12 });
      const plan = faker.helpers.weightedArrayElement([
        { weight: 3, value: SUBSCRIPTION_PLANS[0]! },
        { weight: 3, value: SUBSCRIPTION_PLANS[1]! },
        { weight: 4, value: SUBSCRIPTION_PLANS[2]! },
      ]);
      const subscriptionStartDaysAgo = faker.number.int({ min: 1, max: plan.months * 30 - 1 });
      const subscriptionStart = context.daysAgo(subscriptionStartDaysAgo, 20 * 60);
      const subscriptionEnd = new Date(subscriptionStart);
      subscriptionEnd.setUTCMonth(subscriptionEnd.getUTCMonth() + plan.months);
      const health = faker.helpers.weightedArrayElement([
        { weight: 70, value: 'accepted' as const },
        { weight: 5, value: 'declined' as const },
        { weight: 25, value: null },
      ]);

      rows.push(users, {
        ...memberDefaults(context, id, vip ? { startsAt: subscriptionStart, expiresAt: subscriptionEnd } : null),
        uuid: faker.string.uuid(),
        name,
        nickName: registering
          ? `null${faker.string.numeric(4)}`
          : faker.helpers.weightedArrayElement([
              { weight: 4, value: givenName },
              { weight: 3, value: englishFirst },
              { weight: 3, value: name },
            ]),
        phone: mobile,
        email,
        avatarUrl: null,
        gender: sex === 'male' ? 1 : 2,
        city: address.city.city,
        birthday: faker.date
          .birthdate({ mode: 'age', min: 18, max: 68, refDate: context.anchor })
          .toISOString()
          .slice(0, 10),
        height: sex === 'male' ? faker.number.int({ min: 160, max: 188 }) : faker.number.int({ min: 148, max: 174 }),
        weight: sex === 'male' ? faker.number.int({ min: 550, max: 950 }) : faker.number.int({ min: 420, max: 750 }),
        calorieGoal: faker.number.int({ min: 4, max: 12 }) * 50,
        goal: faker.helpers.arrayElement(USER_GOALS),
        newUser: registering ? 1 : 0,
        guidance: registering ? 1 : 0,
        locale: faker.helpers.weightedArrayElement([
          { weight: 85, value: 'zhTW' },
          { weight: 5, value: 'zhCN' },
          { weight: 10, value: 'en' },
        ]),
        enterpriseId:
          otherEnterprises.length > 0 && faker.datatype.boolean({ probability: 0.04 })
            ? faker.helpers.arrayElement(otherEnterprises)
            : null,
        invitedByUserId:
          id > DEMO_ACCOUNTS.length + 1 && faker.datatype.boolean({ probability: 0.1 })
            ? faker.number.int({ min: DEMO_ACCOUNTS.length + 1, max: id - 1 })
            : null,
        healthStatement: health,
        healthStatementAt: health ? context.daysAgo(createdDaysAgo - 1) : null,
        status: faker.datatype.boolean({ probability: 0.005 }) ? 'disabled' : 'active',
        lastLoginAt: context.daysAgo(lastLoginDaysAgo, faker.number.int({ min: 7 * 60, max: 23 * 60 })),
        createdAt: context.daysAgo(createdDaysAgo, faker.number.int({ min: 0, max: 24 * 60 - 1 })),
        updatedAt: context.daysAgo(lastLoginDaysAgo),
      });

      const recipientMobile = mobile ?? generatedMobile(memberIndex + generatedCount);
      rows.push(
        userAddresses,
        addressRow(
          context,
          id,
          { familyName, givenName, mobile: recipientMobile },
          address,
          true,
          context.daysAgo(createdDaysAgo),
        ),
      );

      if (vip) {
        const renews = faker.datatype.boolean({ probability: 0.85 });
        rows.push(userSubscriptions, {
          id: context.nextId(userSubscriptions),
          userId: id,
          subscriptionPlanId: catalog.subscriptionPlanIds[plan.period],
          status: 'active',
          startsAt: subscriptionStart,
          expiresAt: subscriptionEnd,
          autoRenew: renews,
          cancelReason: renews ? null : faker.helpers.arrayElement(CANCEL_RENEWAL_REASONS),
          cancelledAt: renews ? null : context.daysAgo(Math.max(0, subscriptionStartDaysAgo - 10)),
          paymentMethod: 'credit_card',
          createdAt: subscriptionStart,
          updatedAt: subscriptionStart,
        });
      }

      // W Coin from check-ins over the last month.
      const ledger = new PointLedger(context, rows, id);
      const checkInCount = faker.datatype.boolean({ probability: 0.4 }) ? faker.number.int({ min: 1, max: 12 }) : 0;
      for (const daysAgo of pickDistinct(faker, 30, checkInCount).reverse()) ledger.checkIn(daysAgo, 8 * 60);

      // The welcome coupon: a third of members claimed it; a used one paid part of an order.
      const welcomeClaim = faker.datatype.boolean({ probability: 0.35 })
        ? faker.helpers.weightedArrayElement([
            { weight: 6, value: 'unused' as const },
            { weight: 2, value: 'used' as const },
            { weight: 2, value: 'expired' as const },
          ])
        : null;
      const welcomeCouponRowId = welcomeClaim ? context.nextId(userCoupons) : null;
      let welcomeUse: { orderId: number; at: Date } | null = null;

      // Orders, spread evenly: member k gets floor((k+1)·rate) − floor(k·rate).
      const orderCount = Math.floor((memberIndex + 1) * ordersPerMember) - Math.floor(memberIndex * ordersPerMember);
      const buyer = addressSnapshot(name, recipientMobile, email, address);
      for (let orderIndex = 0; orderIndex < orderCount; orderIndex += 1) {
        const ageDays = faker.number.float({ min: 0.05, max: Math.min(createdDaysAgo, 365) });
        const wanted = faker.helpers.weightedArrayElement(WANTED_ORDER_STATUS);
        const ageHours = ageDays * DAY_HOURS;
        const status = wanted === 'pending' && ageHours > DAY_HOURS ? 'cancelled' : reachableStatus(wanted, ageHours);
        const lines = pickOrderLines(faker, catalog.equipment);
        if (lines.length === 0) continue;
        const createdAt = context.daysAgo(ageDays, 0);
        const useWelcome =
          welcomeClaim === 'used' &&
          welcomeUse === null &&
          PAID_STATUSES.has(status) &&
          orderSubtotal(lines) >= welcomeCoupon.entry.minSpend;
        const orderId = orderBatch.add({
          userId: id,
          buyer,
          status,
          createdAt,
          lines,
          checkoutType: lines.length === 1 && faker.datatype.boolean({ probability: 0.4 }) ? 1 : 2,
          couponAmount: useWelcome ? welcomeCoupon.entry.discountValue : 0,
          userCouponId: useWelcome ? welcomeCouponRowId : null,
        });
        if (useWelcome) welcomeUse = { orderId, at: createdAt };
        if (status === 'completed') {
          const reward = Math.floor(orderSubtotal(lines) / 100);
          if (reward > 0)
            ledger.move('points', reward, 'order', context.daysAgo(Math.max(0, ageDays - 13)), {
              type: 'order',
              id: orderId,
            });
        }
      }
      ledger.close(context.daysAgo(0));

      if (welcomeClaim && welcomeCouponRowId) {
        const used = welcomeClaim === 'used' ? welcomeUse : null;
        const state = welcomeClaim === 'used' && !used ? 'unused' : welcomeClaim;
        const claimedAt = used
          ? new Date(used.at.getTime() - 3 * DAY_MS)
          : context.daysAgo(
              state === 'expired' ? faker.number.int({ min: 35, max: 60 }) : faker.number.int({ min: 1, max: 25 }),
            );
        rows.push(userCoupons, {
          id: welcomeCouponRowId,
          userId: id,
          couponId: welcomeCoupon.id,
          status: state,
          claimedAt,
          expiresAt: new Date(claimedAt.getTime() + (welcomeCoupon.entry.validDays ?? 30) * DAY_MS),
          usedAt: used?.at ?? null,
          orderId: used?.orderId ?? null,
        });
      }
      if (claimableCoupons.length > 1 && faker.datatype.boolean({ probability: 0.15 })) {
        const coupon = faker.helpers.arrayElement(claimableCoupons.slice(1));
        rows.push(userCoupons, {
          id: context.nextId(userCoupons),
          userId: id,
          couponId: coupon.id,
          status: 'unused',
          claimedAt: context.daysAgo(faker.number.int({ min: 0, max: 6 })),
          expiresAt: coupon.entry.validDays ? context.daysAgo(-coupon.entry.validDays) : coupon.validUntil,
        });
      }

      rows.push(userMessages, messageRow(context, id, WELCOME_MESSAGE, faker.datatype.boolean({ probability: 0.7 })));
      if (faker.datatype.boolean({ probability: 0.4 })) {
        rows.push(
          userMessages,
          messageRow(context, id, faker.helpers.arrayElement(MEMBER_NOTIFICATIONS.slice(1)), faker.datatype.boolean()),
        );
      }

      addDistinctTargets(rows, favourites, context, faker, id, faker.number.int({ min: 0, max: 3 }), catalog, content);
      addDistinctTargets(
        rows,
        browseHistory,
        context,
        faker,
        id,
        faker.number.int({ min: 0, max: 4 }),
        catalog,
        content,
      );

      const workouts = faker.datatype.boolean({ probability: 0.5 }) ? faker.number.int({ min: 1, max: 6 }) : 0;
      for (let workout = 0; workout < workouts; workout += 1) {
        const course = content.courses[faker.number.int({ min: 0, max: content.courses.length - 1 })]!;
        rows.push(sportRecords, {
          id: context.nextId(sportRecords),
          userId: id,
          motionType: course.motionType,
          durationSeconds: course.durationSeconds,
          calories: course.calories,
          courseId: course.id,
          source: faker.helpers.arrayElement(SPORT_SOURCES),
          occurredAt: context.daysAgo(faker.number.float({ min: 0, max: 60 })),
          createdAt: context.daysAgo(0),
        });
      }

      if (faker.datatype.boolean({ probability: 0.08 })) {
        rows.push(planParticipations, {
          userId: id,
          planId: faker.number.int({ min: 1, max: content.planIds.length }),
          startedAt: context.daysAgo(faker.number.int({ min: 0, max: 60 })),
        });
      }
    }
    await rows.flush(context, orderBatch);
  }
}
