import type { OperatorRole } from '@wellfit/contracts/admin';
import { PROGRAMME_ID } from '@wellfit/contracts/constants';

/** Every demo account signs in with this password (SPEC §5: 8+ letters and digits). */
export const DEMO_PASSWORD = 'WellFit2026';

export type DemoAccountKey = 'member' | 'vip' | 'enterprise' | 'usport' | 'resetRequired' | 'newcomer';

export interface DemoAccount {
  key: DemoAccountKey;
  /** What the account shows off, for the printed list. */
  role: string;
  name: string;
  nickName: string;
  /** As typed: 09 and eight digits. The users table keeps it without the leading 0 (SPEC §5). */
  mobile: string;
  email: string;
}

/** The accounts `npm start` prints and the README lists; ids 1-6 in this order. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'member',
    role: 'Member with orders, cart, coupons and W Coin',
    name: '陳怡君',
    nickName: '怡君',
    mobile: '0912345678',
    email: 'demo@wellfit.tw',
  },
  {
    key: 'vip',
    role: 'VIP subscriber (annual plan)',
    name: '林志明',
    nickName: '志明',
    mobile: '0912000001',
    email: 'vip@wellfit.tw',
  },
  {
    key: 'enterprise',
    role: 'Enterprise account (WellFit Demo Co.)',
    name: '黃雅婷',
    nickName: '雅婷',
    mobile: '0912000002',
    email: 'enterprise@wellfit.tw',
  },
  {
    key: 'usport',
    role: 'Sports-programme member (verified)',
    name: '張家豪',
    nickName: '家豪',
    mobile: '0912000003',
    email: 'usport@wellfit.tw',
  },
  {
    key: 'resetRequired',
    role: 'Must reset password at login',
    name: '王淑芬',
    nickName: '淑芬',
    mobile: '0912000004',
    email: 'reset@wellfit.tw',
  },
  {
    key: 'newcomer',
    role: 'New member who has not finished registration',
    name: '李承翰',
    nickName: 'null4821',
    mobile: '0912000005',
    email: 'newcomer@wellfit.tw',
  },
];

export function demoAccountId(key: DemoAccountKey): number {
  return DEMO_ACCOUNTS.findIndex((account) => account.key === key) + 1;
}

/** The demo company: /ez/{code} opens its enterprise purchase mode. */
export const DEMO_ENTERPRISE = {
  code: 'wellfit-demo',
  name: 'WellFit 示範企業股份有限公司',
  businessId: '24536806',
  email: 'hr@demo-company.wellfit.tw',
} as const;

/** Codes the demo member can redeem on /member/redemption. */
export const DEMO_REDEEM_CODES = {
  gift: 'WFGIFT2026DEMO',
  course: 'WFCOURSE30DEMO',
} as const;

/** The verified sports-programme authorisation of the usport account. */
export const DEMO_USPORT = {
  programmeId: Number(PROGRAMME_ID.sports),
  authCode: 'US2026DEMO',
  idLastFour: '5678',
} as const;

/** Every demo operator signs in with this password (operators need 10 characters or more). */
export const DEMO_OPERATOR_PASSWORD = 'WellFitStaff2026';

export interface DemoOperator {
  role: OperatorRole;
  name: string;
  email: string;
}

/** The shop's demo staff, one per role; operator ids 1-3 in this order (docs/decisions/operators.md). */
export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { role: 'admin', name: '周管理', email: 'admin@staff.wellfit.tw' },
  { role: 'customer_service', name: '吳客服', email: 'service@staff.wellfit.tw' },
  { role: 'warehouse', name: '鄭倉管', email: 'warehouse@staff.wellfit.tw' },
];

/** The text `npm start` prints under the address, and the README repeats. */
export function describeDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(46)} ${account.mobile}  ${account.email}`);
  const operators = DEMO_OPERATORS.map((operator) => `  ${operator.role.padEnd(46)} ${operator.email}`);
  return [
    `Demo accounts (password ${DEMO_PASSWORD}; sign in by mobile or email):`,
    ...rows,
    `  Enterprise entry: /ez/${DEMO_ENTERPRISE.code}`,
    `  Redeem codes for /member/redemption: gift ${DEMO_REDEEM_CODES.gift}, course ${DEMO_REDEEM_CODES.course}`,
    `Demo operators (password ${DEMO_OPERATOR_PASSWORD}; POST /api/admin/auth/login, API at /api/docs):`,
    ...operators,
  ].join('\n');
}
