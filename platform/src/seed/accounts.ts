// Demo accounts: demo01 (member), agent01 (agent, affiliate code RB2026) with downline demo02 and
// demo03, demo04 and demo05 (default password 123456), staff01 (type 3, back-office: refused by the portal's
// member side). Opening balances go through wallet_transactions so every balance is explained by
// its history. Each has a profile and successful logins from the local addresses, so local
// journeys are not asked for a second verification.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/accounts';
import type { Executor } from '../core/database/client';
import { postOpeningBalance } from '../modules/ledger';
import { loginHistory, members } from '../modules/accounts';
import { memberProfiles } from '../modules/accounts';

interface AccountSeed {
  account: string;
  nickname: string;
  password: string;
  type: number;
  parent?: string;
  openingBalance: string;
  mobile?: string;
  email?: string;
  payeeName?: string;
  affiliateCode?: string;
}

export const DEMO_ACCOUNTS: AccountSeed[] = [
  {
    account: 'demo01', nickname: 'Demo 01', password: 'Demo@2026', type: 0, openingBalance: '10000.00',
    mobile: '0812345678', email: 'demo01@example.com', payeeName: 'Demo Player',
  },
  {
    account: 'agent01', nickname: 'Agent 01', password: 'Agent@2026', type: 1, openingBalance: '50000.00',
    mobile: '0899999999', email: 'agent01@example.com', payeeName: 'Agent One', affiliateCode: 'RB2026',
  },
  {
    account: 'demo02', nickname: 'Demo 02', password: 'Demo@2026', type: 0, parent: 'agent01', openingBalance: '1000.00',
    mobile: '0812345679', email: 'demo02@example.com',
  },
  { account: 'demo03', nickname: 'Demo 03', password: 'Demo@2026', type: 0, parent: 'agent01', openingBalance: '1000.00', mobile: '0812345680' },
  { account: 'demo04', nickname: 'Demo 04', password: '123456', type: 0, openingBalance: '1000.00', mobile: '0812345681' },
  { account: 'demo05', nickname: 'Demo 05', password: '123456', type: 0, openingBalance: '1000.00', mobile: '0812345682' },
  { account: 'staff01', nickname: 'Staff 01', password: 'Staff@2026', type: 3, openingBalance: '0.00' },
  // A member with a week of cashier history (seed/cashier-history.ts): its money comes from its deposits.
  {
    account: 'player01', nickname: 'Player 01', password: 'Demo@2026', type: 0, parent: 'agent01', openingBalance: '0.00',
    mobile: '0812345683', email: 'player01@example.com', payeeName: 'สมชาย ใจดี',
  },
];

/** The addresses a local browser or portal reaches the platform from. */
export const KNOWN_LOCAL_IPS = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export async function seedAccounts(tx: Executor): Promise<void> {
  for (const seed of DEMO_ACCOUNTS) {
    const parentId = seed.parent
      ? (await tx.select({ id: members.id }).from(members).where(eq(members.account, seed.parent)))[0]?.id
      : null;
    const [member] = await tx
      .insert(members)
      .values({
        account: seed.account,
        nickname: seed.nickname,
        type: seed.type,
        parentId,
        passwordHash: await hashPassword(seed.password),
        mobile: seed.mobile ?? null,
        email: seed.email ?? null,
        payeeName: seed.payeeName ?? null,
        firstTimeLogin: false,
      })
      .returning({ id: members.id });
    await tx.insert(memberProfiles).values({
      memberId: member.id,
      countryDialingCode: seed.mobile ? '+66' : null,
      affiliateCode: seed.affiliateCode ?? null,
      registerMethod: 'SEED',
    });
    await postOpeningBalance(tx, member.id, { amount: seed.openingBalance, kind: 'opening_balance', reference: 'seed' });
    await tx
      .insert(loginHistory)
      .values(KNOWN_LOCAL_IPS.map((ip) => ({ memberId: member.id, account: seed.account, ip, success: true })));
  }
}
