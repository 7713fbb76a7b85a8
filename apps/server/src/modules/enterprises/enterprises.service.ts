import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { BusinessCredentialsAnswer, registerBusinessUserBody } from '@wellfit/contracts/auth';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { createMember } from '../accounts/accounts.service.ts';
import { hashPassword } from '../auth/passwords.service.ts';
import {
  findActiveDemoEnterprise,
  findActiveEnterpriseByBusinessId,
  findActiveEnterpriseByCode,
  findActiveEnterpriseByTokenHash,
  type EnterpriseRow,
} from './enterprises.queries.ts';

/** Demo accounts get an address no one can receive mail at (RFC 2606 reserves .test). */
const DEMO_EMAIL_DOMAIN = 'demo.wellfit.test';

export function hashRegistrationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 16 letters and digits: passes SPEC §5 and carries ~95 bits. */
function generatedPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const body = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  // §5 advises both cases and digits: guarantee one of each.
  return `Wf7${body.slice(3)}`;
}

/**
 * The person behind an enterprise account signs up like any new member (SPEC §4): the company's
 * name is not theirs, so they get the placeholder nickname and complete their profile on
 * /register (docs/decisions/enterprise-member-nickname.md).
 */
async function createEnterpriseMember(
  ctx: ServiceContext,
  config: Pick<Config, 'passwordHash'>,
  enterprise: EnterpriseRow,
  email: string,
): Promise<BusinessCredentialsAnswer> {
  const password = generatedPassword();
  const user = await createMember(ctx, {
    account: { kind: 'email', email },
    passwordHash: await hashPassword(config, password),
    enterpriseId: enterprise.id,
  });
  if (!user) throw new AppError('warning_account_exists', 400);
  return { username: email, password };
}

/**
 * SPEC §7 registerBusinessUser. Type 1: an employee of the company with this uniform business
 * number signs up under a new address (an address that already has an account is refused:
 * answering its password would hand the account over). Type 2: a fresh demo account of the
 * named (or the demo) company. Both answer credentials for commonLogin loginType 1; the
 * account carries the enterprise, which opens enterprise-only products.
 */
export async function registerBusinessUser(
  ctx: ServiceContext,
  config: Pick<Config, 'passwordHash'>,
  body: z.output<typeof registerBusinessUserBody>,
): Promise<BusinessCredentialsAnswer> {
  if (body.type === 1) {
    const enterprise = body.enterpriseCode
      ? await findActiveEnterpriseByCode(ctx.db, body.enterpriseCode)
      : await findActiveEnterpriseByBusinessId(ctx.db, body.businessId);
    if (!enterprise || enterprise.businessId !== body.businessId)
      throw new AppError('warning_enterprise_not_found', 400);
    return createEnterpriseMember(ctx, config, enterprise, body.email.toLowerCase());
  }
  const enterprise = body.enterpriseCode
    ? await findActiveEnterpriseByCode(ctx.db, body.enterpriseCode)
    : await findActiveDemoEnterprise(ctx.db);
  if (!enterprise) throw new AppError('warning_enterprise_not_found', 400);
  const email = `${enterprise.code}-${randomBytes(6).toString('hex')}@${DEMO_EMAIL_DOMAIN}`;
  return createEnterpriseMember(ctx, config, enterprise, email);
}

/**
 * SPEC §7 checkEzAccount: the company's /ezr/{token} link (stored as sha256) makes a new
 * account of that company and answers its credentials.
 */
export async function checkEzAccount(
  ctx: ServiceContext,
  config: Pick<Config, 'passwordHash'>,
  token: string,
): Promise<BusinessCredentialsAnswer> {
  const enterprise = await findActiveEnterpriseByTokenHash(ctx.db, hashRegistrationToken(token));
  if (!enterprise) throw new AppError('warning_invalid_enterprise_token', 400);
  const email = `${enterprise.code}-${randomBytes(6).toString('hex')}@${DEMO_EMAIL_DOMAIN}`;
  return createEnterpriseMember(ctx, config, enterprise, email);
}
