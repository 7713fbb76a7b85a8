import type { Faker } from '@faker-js/faker';
import { zipCodeOf } from '@wellfit/contracts/taiwan-places';
import { normaliseMobile } from '@wellfit/contracts/validation';
import type { InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  browseHistory,
  cartItems,
  checkIns,
  courseEntitlements,
  favourites,
  planParticipations,
  pointAccounts,
  pointTransactions,
  redeemCodes,
  sportRecords,
  userAddresses,
  userCoupons,
  userMessages,
  userSubscriptions,
  users,
  usportAuthorisations,
  type AddressSnapshot,
} from '../db/schema.ts';
import { TAIWAN_CITIES, type TaiwanCity } from './corpus/taiwan-places.ts';
import { MEMBER_NOTIFICATIONS, type NotificationEntry } from './corpus/member-notifications.ts';
import { localise } from './localised-text.ts';
import type { OrderBatch } from './orders.seed.ts';
import type { SeedContext } from './seed-context.ts';
import { inviteCode } from './taiwan-identifiers.ts';

/**
 * Rows of one batch of members, kept per table and written in foreign-key order: users first,
 * then what points at them; orders (their own batch) before subscriptions, which name an order.
 */
export class MemberRows {
  private readonly rows = new Map<PgTable, unknown[]>();

  push<Table extends PgTable>(table: Table, row: InferInsertModel<Table>): void {
    const list = this.rows.get(table) ?? [];
    list.push(row);
    this.rows.set(table, list);
  }

  async flush(context: SeedContext, orderBatch: OrderBatch): Promise<void> {
    const write = async (table: PgTable) => {
      const list = this.rows.get(table);
      if (list?.length) await context.insert(table, list as InferInsertModel<PgTable>[]);
    };
    await write(users);
    await write(userAddresses);
    await orderBatch.flush();
    for (const table of AFTER_ORDERS) await write(table);
    this.rows.clear();
  }
}

const AFTER_ORDERS: readonly PgTable[] = [
  userSubscriptions,
  pointAccounts,
  pointTransactions,
  checkIns,
  userCoupons,
  userMessages,
  favourites,
  browseHistory,
  sportRecords,
  planParticipations,
  courseEntitlements,
  cartItems,
  redeemCodes,
  usportAuthorisations,
];

/** Where a member lives: a real city, district, postal code and road. */
export interface MemberAddress {
  city: TaiwanCity;
  district: string;
  zipCode: string;
  detailAddress: string;
}

export function pickAddress(faker: Faker): MemberAddress {
  const city = faker.helpers.arrayElement(TAIWAN_CITIES);
  const district = faker.helpers.arrayElement(city.districts);
  const zipCode = zipCodeOf(city.city, district)!;
  const road = faker.helpers.arrayElement(city.roads);
  const number = faker.number.int({ min: 1, max: 360 });
  const floor = faker.number.int({ min: 1, max: 18 });
  const lane = faker.datatype.boolean({ probability: 0.3 }) ? `${faker.number.int({ min: 2, max: 180 })}巷` : '';
  return { city, district, zipCode, detailAddress: `${road}${lane}${number}號${floor}樓` };
}

/**
 * The columns every seeded member shares: a +886 account made on the web (platForm 4) that signs
 * in with the demo password; `subscription` is the VIP period of a subscriber.
 */
export function memberDefaults(
  context: SeedContext,
  id: number,
  subscription: { startsAt: Date; expiresAt: Date } | null,
) {
  return {
    id,
    countryCode: '886',
    country: 'TW',
    region: 'TW',
    vip: subscription ? 1 : 0,
    vipStartDate: subscription?.startsAt ?? null,
    vipEndDate: subscription?.expiresAt ?? null,
    platForm: '4',
    language: 'zh',
    passwordHash: context.passwordHash,
    inviteCode: inviteCode(id),
  } satisfies Partial<InferInsertModel<typeof users>>;
}

/** Who receives deliveries at an address book entry; the mobile without its leading 0, as stored. */
export interface Recipient {
  familyName: string;
  givenName: string;
  mobile: string;
}

/** An entry of a member's address book, created (and last changed) at `createdAt`. */
export function addressRow(
  context: SeedContext,
  userId: number,
  recipient: Recipient,
  address: MemberAddress,
  isDefault: boolean,
  createdAt: Date,
): InferInsertModel<typeof userAddresses> {
  return {
    id: context.nextId(userAddresses),
    userId,
    firstName: recipient.givenName,
    lastName: recipient.familyName,
    countryCode: '886',
    mobile: recipient.mobile,
    city: address.city.city,
    region: address.district,
    zipCode: address.zipCode,
    detailAddress: address.detailAddress,
    isDefault,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * The order snapshot of a member's delivery details (SPEC §3 purchaser: name, phone, email,
 * city, region, address); the mobile without its leading 0, as the client sends it (SPEC §5).
 */
export function addressSnapshot(
  name: string,
  mobile: string,
  email: string | null,
  address: MemberAddress,
): AddressSnapshot {
  return {
    name,
    phone: normaliseMobile(mobile),
    ...(email ? { email } : {}),
    city: address.city.city,
    region: address.district,
    zipCode: address.zipCode,
    detailAddress: address.detailAddress,
  };
}

/** A message in a member's inbox, sent `daysAgo` before the seed day. */
export function messageRow(context: SeedContext, userId: number, entry: NotificationEntry, read: boolean) {
  return {
    id: context.nextId(userMessages),
    userId,
    messageTitle: localise(entry.title),
    messageContent: localise(entry.content),
    status: read ? 1 : 0,
    sendTime: context.daysAgo(entry.daysAgo, 10 * 60 + (entry.daysAgo % 5) * 47),
    jump: entry.jump,
    createdAt: context.daysAgo(entry.daysAgo, 10 * 60),
  };
}

export const WELCOME_MESSAGE = MEMBER_NOTIFICATIONS[0]!;

/** What one day's check-in earns in the demo data. */
const CHECK_IN_WCOIN = 10;

/**
 * A signed ledger that ends at the balance the account shows: every W Coin and point movement
 * with its balance after it (SPEC §3 Points).
 */
export class PointLedger {
  points = 0;
  wcoin = 0;

  constructor(
    private readonly context: SeedContext,
    private readonly rows: MemberRows,
    private readonly userId: number,
  ) {}

  move(
    currency: 'points' | 'wcoin',
    amount: number,
    reason: InferInsertModel<typeof pointTransactions>['reason'],
    when: Date,
    reference?: { type: string; id: number },
  ): void {
    const balance = (currency === 'points' ? this.points : this.wcoin) + amount;
    if (balance < 0) return;
    if (currency === 'points') this.points = balance;
    else this.wcoin = balance;
    this.rows.push(pointTransactions, {
      id: this.context.nextId(pointTransactions),
      userId: this.userId,
      currency,
      amount,
      balanceAfter: balance,
      reason,
      referenceType: reference?.type ?? null,
      referenceId: reference?.id ?? null,
      createdAt: when,
    });
  }

  /** A day's check-in and the W Coin it earns, `minutes` past Taipei midnight. */
  checkIn(daysAgo: number, minutes: number): void {
    const at = this.context.daysAgo(daysAgo, minutes);
    this.rows.push(checkIns, {
      id: this.context.nextId(checkIns),
      userId: this.userId,
      day: taipeiDay(this.context, daysAgo),
      wcoinEarned: CHECK_IN_WCOIN,
      createdAt: at,
    });
    this.move('wcoin', CHECK_IN_WCOIN, 'check_in', at);
  }

  close(updatedAt: Date): void {
    this.rows.push(pointAccounts, { userId: this.userId, points: this.points, wcoin: this.wcoin, updatedAt });
  }
}

/** Taipei calendar day (YYYY-MM-DD) `days` before the seed day. */
export function taipeiDay(context: SeedContext, days: number): string {
  return new Date(context.anchor - days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}
