// What the operator's staff may stop for one member, separately (back-office.md: blocked for
// deposit, for bet, for withdrawal): checked inside the money command's transaction, so a block set
// before the command commits is seen by it. No row: nothing blocked.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { memberBlocks } from '../schema-members';
import { ApiError } from '../../../core/http/envelope';

export type BlockKind = 'deposit' | 'bet' | 'withdrawal';
export interface MemberBlocks {
  deposit: boolean;
  bet: boolean;
  withdrawal: boolean;
}

export const NO_BLOCKS: MemberBlocks = { deposit: false, bet: false, withdrawal: false };

export const blockErrors = {
  blocked: (kind: BlockKind) => new ApiError(403, `member_blocked_${kind}`, `This account cannot ${kind === 'bet' ? 'place bets' : kind} at the moment; please contact customer service`),
};

export async function readBlocks(ex: Executor, memberId: number): Promise<MemberBlocks> {
  const [row] = await ex.select().from(memberBlocks).where(eq(memberBlocks.memberId, memberId));
  return row ? { deposit: row.deposit, bet: row.bet, withdrawal: row.withdrawal } : NO_BLOCKS;
}

export async function assertNotBlocked(ex: Executor, memberId: number, kind: BlockKind): Promise<void> {
  if ((await readBlocks(ex, memberId))[kind]) throw blockErrors.blocked(kind);
}

export async function writeBlocks(ex: Executor, memberId: number, blocks: MemberBlocks, by: string): Promise<void> {
  await ex
    .insert(memberBlocks)
    .values({ memberId, ...blocks, updatedBy: by })
    .onConflictDoUpdate({ target: memberBlocks.memberId, set: { ...blocks, updatedBy: by, updatedAt: sql`now()` } });
}
