import { hash } from '@node-rs/argon2';
import { operators } from '../modules/operators/operators.tables.ts';
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from './demo-accounts.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * The demo staff, one per role, ids 1-3 (demo-accounts.ts). Like the members' demo hash
 * (seed.ts), the salt comes from the seed so the rows are the same twice; argon2id with the
 * library's defaults, which verifyPassword reads from the hash itself.
 */
export async function seedDemoOperators(context: SeedContext): Promise<void> {
  const faker = context.faker('operator-password-salt');
  const salt = Uint8Array.from({ length: 16 }, () => faker.number.int({ min: 0, max: 255 }));
  const passwordHash = await hash(DEMO_OPERATOR_PASSWORD, { salt });
  const createdAt = context.daysAgo(400);
  await context.insert(
    operators,
    DEMO_OPERATORS.map((operator, index) => ({
      id: index + 1,
      email: operator.email,
      name: operator.name,
      role: operator.role,
      passwordHash,
      createdAt,
      updatedAt: createdAt,
    })),
    DEMO_OPERATORS.length,
  );
}
