// Play and money for thousands of members at once (the agent-scope property test's random trees),
// so the agent reports have rows to leak: per member a deposit, a round, a withdrawal and (for
// agents) a rebate, at a chosen time. Rounds go in as multi-row inserts (the agent_daily_rounds
// trigger sums them as it does a real spin); the money goes through the ledger's own `post`, a few
// members per entry (each debited account is one conditional UPDATE of the entry's statement).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TxType } from '../../contract/cashier-states';
import { toMinor } from '../../contract/money';
import type { Db } from '../../platform/src/core/database/client';
import { inLedgerTransaction, type PostingInput } from '../../platform/src/modules/ledger/queries/ledger';
import { rowsOf } from '../../platform/src/core/database/rows-of';
import { gameRounds, gameSessions } from '../../platform/src/modules/games/schema-games';
import { ledgerAccount } from '../../platform/src/modules/ledger/rules/ledger-accounts';

export interface BulkPlayRow {
  memberId: number;
  /** Epoch ms of everything this row posts. */
  at: number;
  deposit: string;
  /** One round of this bet and win; none when the bet is "0.00". */
  bet: string;
  win: string;
  withdraw?: string;
  /** Credited to the member as `agent_rebate` (an agent's income). */
  rebate?: string;
}

/** Members per ledger entry: each debited account adds one UPDATE to the entry's statement. */
const MEMBERS_PER_ENTRY = 50;
const INSERT_BATCH = 1_000;

const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Posts `rows` (deposits first, then rounds, withdrawals and rebates) in one game of `gameType`. */
export async function postBulkPlay(db: Db, rows: BulkPlayRow[], gameType = 'RNG'): Promise<{ rounds: number; entries: number }> {
  const [game] = rowsOf<{ id: number; vendor_code: string }>(
    await db.execute(sql`select g.id, g.vendor_code from games g join vendors v on v.code = g.vendor_code and v.game_type = g.game_type
      where g.game_type = ${gameType} order by g.id limit 1`),
  );
  const gameId = Number(game.id);
  const players = rows.filter((row) => toMinor(row.bet)! > 0n).map((row) => ({ ...row, sessionId: randomUUID(), spinId: randomUUID() }));
  for (const batch of chunks(players, INSERT_BATCH)) {
    const expiresAt = new Date(Date.now() + 60_000);
    await db.insert(gameSessions).values(batch.map((p) => ({ id: p.sessionId, memberId: p.memberId, gameId, vendor: game.vendor_code, tokenHash: p.sessionId, language: 'en', expiresAt })));
    await db.insert(gameRounds).values(
      batch.map((p) => ({ memberId: p.memberId, gameId, sessionId: p.sessionId, spinId: p.spinId, bet: p.bet, win: p.win, balanceAfter: '0', reels: [], createdAt: new Date(p.at) })),
    );
  }

  const house = ledgerAccount.houseGame(game.vendor_code);
  const movement = (memberId: number, amount: bigint, txType: TxType, other: string): PostingInput[] =>
    amount === 0n ? [] : [{ account: ledgerAccount.main(memberId), amount, txType }, { account: other, amount: -amount, txType }];
  let entries = 0;
  await inLedgerTransaction(db, undefined, async (writer) => {
    // One `at` per entry: rows are grouped by their time.
    const byTime = new Map<number, BulkPlayRow[]>();
    for (const row of rows) byTime.set(row.at, [...(byTime.get(row.at) ?? []), row]);
    for (const [at, group] of byTime) {
      const post = (kind: string, postings: PostingInput[]) =>
        postings.length ? writer.post({ key: `test-bulk:${kind}:${randomUUID()}`, kind: 'test', actor: 'test', postings, at: new Date(at) }).then(() => entries++) : undefined;
      // Credits only: one entry for the whole group (its accounts share one UPDATE).
      await post('deposit', group.flatMap((row) => movement(row.memberId, toMinor(row.deposit)!, 'deposit', ledgerAccount.houseCash)));
      for (const batch of chunks(group, MEMBERS_PER_ENTRY)) {
        await post(
          'play',
          batch.flatMap((row) => [
            ...movement(row.memberId, -toMinor(row.bet)!, 'betting', house),
            ...movement(row.memberId, toMinor(row.win)!, 'winning', house),
            ...movement(row.memberId, -toMinor(row.withdraw ?? '0')!, 'withdraw', ledgerAccount.houseCash),
            ...movement(row.memberId, toMinor(row.rebate ?? '0')!, 'agent_rebate', ledgerAccount.houseCash),
          ]),
        );
      }
    }
  });
  return { rounds: players.length, entries };
}
