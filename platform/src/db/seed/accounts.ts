// Demo accounts: demo01 (member), agent01 (agent) with downline demo02 and demo03. Opening balances
// go through wallet_transactions so every balance is explained by its history.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../domain/password';
import type { Executor } from '../client';
import { members, wallets, walletTransactions } from '../schema';

interface AccountSeed {
  account: string;
  nickname: string;
  password: string;
  type: number;
  parent?: string;
  openingBalance: string;
}

export const DEMO_ACCOUNTS: AccountSeed[] = [
  { account: 'demo01', nickname: 'Demo 01', password: 'Demo@2026', type: 0, openingBalance: '10000.00' },
  { account: 'agent01', nickname: 'Agent 01', password: 'Agent@2026', type: 1, openingBalance: '50000.00' },
  { account: 'demo02', nickname: 'Demo 02', password: 'Demo@2026', type: 0, parent: 'agent01', openingBalance: '1000.00' },
  { account: 'demo03', nickname: 'Demo 03', password: 'Demo@2026', type: 0, parent: 'agent01', openingBalance: '1000.00' },
];

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
        firstTimeLogin: false,
      })
      .returning({ id: members.id });
    await tx.insert(wallets).values({ memberId: member.id, balance: seed.openingBalance, currency: 'THB' });
    await tx.insert(walletTransactions).values({
      memberId: member.id,
      amount: seed.openingBalance,
      balanceAfter: seed.openingBalance,
      kind: 'opening_balance',
      reference: 'seed',
    });
  }
}
