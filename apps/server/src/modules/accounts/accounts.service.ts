import type { UserDetails } from '@wellfit/contracts/user';
import type { ServiceContext } from '../../context.ts';
import { findUserById, findUserStatus, type UserRow } from './accounts.queries.ts';

function birthdayOf(value: string | null): UserDetails['birthday'] {
  if (!value) return null;
  const [year, month, date] = value.split('-').map(Number);
  if (!year || !month || !date) return null;
  return { year, month, date };
}

/** SPEC §3 User as the API answers it. */
export function toUserDetails(user: UserRow): UserDetails {
  return {
    id: user.id,
    userId: user.id,
    uuid: user.uuid,
    name: user.name,
    nickName: user.nickName,
    phone: user.phone,
    countryCode: user.countryCode,
    email: user.email,
    type: user.type,
    avatarUrl: user.avatarUrl,
    gender: user.gender,
    country: user.country,
    city: user.city,
    region: user.region,
    birthday: birthdayOf(user.birthday),
    age: user.age,
    height: user.height,
    weight: user.weight,
    goal: user.goal,
    vip: user.vip,
    vipStartDate: user.vipStartDate?.toISOString() ?? null,
    vipEndDate: user.vipEndDate?.toISOString() ?? null,
    newUser: user.newUser,
    guidance: user.guidance,
    platForm: user.platForm,
    appVersion: user.appVersion,
    needDecrypt: user.needDecrypt,
    language: user.language,
    locale: user.locale,
    enterpriseId: user.enterpriseId,
    createTime: user.createdAt.toISOString(),
    updateTime: user.updatedAt.toISOString(),
  };
}

/** The member's details, or undefined when the account no longer exists or is not active. */
export async function findUserDetails(ctx: ServiceContext, userId: number): Promise<UserDetails | undefined> {
  const user = await findUserById(ctx.db, userId);
  return user && user.status === 'active' ? toUserDetails(user) : undefined;
}

/** Sessions of disabled or deleted accounts stop working at once. */
export async function isActiveUser(ctx: ServiceContext, userId: number): Promise<boolean> {
  return (await findUserStatus(ctx.db, userId)) === 'active';
}
