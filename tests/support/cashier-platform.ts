// A platform for the cashier's integration tests, run as its own process (`tsx`; PGlite cannot
// load inside Jest's module sandbox): the real platform on PGlite, or on PostgreSQL when
// DATABASE_URL is set, plus a second listener with the set-ups a test cannot do through the API —
// members with a real name, a balance (a balanced adjustment entry, so the ledger reconciles),
// sessions, cashier settings, a turnover requirement, the auto-confirm job at a chosen clock, and
// the reconcile report. Prints "cashier platform on <url> hooks on <url>".
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { toMinor } from '../../contract/money';
import { balanceOf, inLedgerTransaction } from '../../platform/src/db/ledger';
import { reconcile } from '../../platform/src/db/reconcile';
import { memberTree } from '../../platform/src/db/schema-agents';
import { members } from '../../platform/src/db/schema';
import { turnoverRequirements, withdrawalOrders } from '../../platform/src/db/schema-cashier';
import { createSession } from '../../platform/src/db/sessions';
import { writeSetting } from '../../platform/src/db/site-settings';
import { CASHIER_SETTINGS_KEY } from '../../platform/src/domain/cashier-settings';
import { ledgerAccount } from '../../platform/src/domain/ledger-accounts';
import { hashPassword } from '../../platform/src/domain/password';
import { hashToken, newToken } from '../../platform/src/domain/token';
import { readCashierSettings } from '../../platform/src/db/cashier-settings';
import { autoConfirmWithdrawals } from '../../platform/src/jobs/withdrawal-auto-confirm';
import { buildPlatform } from '../../platform/src/server';
import { randomUUID } from 'node:crypto';
import { ACTIVE_MEMBER_SETTINGS_KEY } from '../../contract/agent-center';
import { games } from '../../platform/src/db/schema';
import { gameRounds, gameSessions } from '../../platform/src/db/schema-games';
import { agentContracts } from '../../platform/src/db/schema-agent-contracts';

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cashier-platform-'));
  const platform = await buildPlatform({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined, operatorKey: process.env.OPERATOR_KEY, logLevel: false, settlementSchedules: false });
  const { db } = platform;
  const url = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  let adjustments = 0;

  const hooks = Fastify({ bodyLimit: 1024 * 1024 });
  /** A member (created when missing) with a real name, a balance, and a fresh session token. */
  hooks.post('/member', async (request) => {
    const body = request.body as { account: string; payeeName?: string | null; balance?: string; type?: number; parent?: string };
    let [member] = await db.select().from(members).where(eq(members.account, body.account));
    if (!member) {
      const [parent] = body.parent ? await db.select({ id: members.id }).from(members).where(eq(members.account, body.parent)) : [];
      [member] = await db
        .insert(members)
        .values({ account: body.account, nickname: body.account, type: body.type ?? 0, parentId: parent?.id ?? null, passwordHash: await hashPassword('Demo@2026'), firstTimeLogin: false })
        .returning();
    }
    if (body.payeeName !== undefined) await db.update(members).set({ payeeName: body.payeeName }).where(eq(members.id, member.id));
    if (body.balance !== undefined) {
      const target = toMinor(body.balance)!;
      const main = ledgerAccount.main(member.id);
      await inLedgerTransaction(db, undefined, async (writer) => {
        const diff = target - (await balanceOf(writer.tx, main));
        if (diff === 0n) return;
        await writer.post({
          key: `test-adjust:${member.id}:${++adjustments}:${Date.now()}`,
          kind: 'adjustment',
          memberId: member.id,
          actor: 'test',
          postings: [
            { account: main, amount: diff, txType: 'other' },
            { account: ledgerAccount.houseCash, amount: -diff, txType: 'other' },
          ],
        });
      });
    }
    const token = newToken();
    await createSession(db, { tokenHash: hashToken(token), memberId: member.id, ip: '127.0.0.1', device: 'test', expiresAt: new Date(Date.now() + 3_600_000) });
    return { memberId: member.id, token };
  });

  /** The agent tree as the closure table holds it: every descendant of a member with its depth. */
  hooks.get('/subtree/:memberId', async (request) => {
    const id = Number((request.params as { memberId: string }).memberId);
    return db.select({ id: memberTree.descendantId, depth: memberTree.depth }).from(memberTree).where(eq(memberTree.ancestorId, id)).orderBy(memberTree.descendantId);
  });
  /** Moves a member (and its subtree) under another parent, as an operator would. */
  hooks.post('/move', async (request) => {
    const body = request.body as { memberId: number; parentId: number | null };
    await db.update(members).set({ parentId: body.parentId }).where(eq(members.id, body.memberId));
    return { moved: true };
  });

  hooks.get('/balances/:memberId', async (request) => {
    const id = Number((request.params as { memberId: string }).memberId);
    const [main, hold] = [await balanceOf(db, ledgerAccount.main(id)), await balanceOf(db, ledgerAccount.hold(id))];
    return { main: main.toString(), hold: hold.toString() };
  });

  hooks.post('/settings', async (request) => {
    const patch = request.body as Record<string, unknown>;
    const current = await readCashierSettings(db);
    const next = { ...current, ...patch, withdraw: { ...current.withdraw, ...(patch.withdraw as object | undefined) } };
    await writeSetting(db, CASHIER_SETTINGS_KEY, next);
    return next;
  });

  hooks.post('/turnover', async (request) => {
    const body = request.body as { memberId: number; required: string; gameType?: string };
    await db.insert(turnoverRequirements).values({ memberId: body.memberId, source: 'test', reference: `t${Date.now()}${Math.random()}`, gameType: body.gameType ?? 'ALL', required: toMinor(body.required)! });
    return { ok: true };
  });

  hooks.get('/order/:withdrawalId', async (request) => {
    const [order] = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.withdrawalId, (request.params as { withdrawalId: string }).withdrawalId));
    return JSON.parse(JSON.stringify(order, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)));
  });

  hooks.post('/auto-confirm', async (request) => ({ confirmed: await autoConfirmWithdrawals(db, new Date((request.body as { now: number }).now)) }));
  hooks.get('/reconcile', async () => reconcile(db));

  // --- agent contracts: rounds played at a given time (with their spin entries), the active-member rule.
  /** Rounds of one member in one game (by code, else the first game of the type), each with its spin entry. */
  hooks.post('/rounds', async (request) => {
    const body = request.body as { memberId: number; gameCode?: string; gameType?: string; rounds: { bet: string; win: string; at: number }[] };
    const [game] = body.gameCode
      ? await db.select().from(games).where(eq(games.gameCode, body.gameCode))
      : await db.select().from(games).where(eq(games.gameType, body.gameType ?? 'RNG')).orderBy(games.id).limit(1);
    const sessionId = randomUUID();
    await db.insert(gameSessions).values({ id: sessionId, memberId: body.memberId, gameId: game.id, vendor: game.vendorCode, tokenHash: randomUUID(), language: 'en', expiresAt: new Date(Date.now() + 60_000) });
    const main = ledgerAccount.main(body.memberId);
    for (const round of body.rounds) {
      const spinId = randomUUID();
      const [bet, win] = [toMinor(round.bet)!, toMinor(round.win)!];
      await inLedgerTransaction(db, undefined, async (writer) => {
        await writer.tx.insert(gameRounds).values({ memberId: body.memberId, gameId: game.id, sessionId, spinId, bet: round.bet, win: round.win, balanceAfter: '0', reels: [], createdAt: new Date(round.at) });
        const house = ledgerAccount.houseGame(game.vendorCode);
        await writer.post({
          key: `spin:${body.memberId}:${spinId}`,
          kind: 'spin',
          memberId: body.memberId,
          reference: spinId,
          at: new Date(round.at),
          postings: [
            { account: main, amount: -bet, txType: 'betting' },
            { account: house, amount: bet, txType: 'betting' },
            ...(win > 0n ? [{ account: main, amount: win, txType: 'winning' as const }, { account: house, amount: -win, txType: 'winning' as const }] : []),
          ],
        });
      });
    }
    return { gameCode: game.gameCode, rounds: body.rounds.length };
  });
  /** Backdates a contract's signing, so past periods are in force. */
  hooks.post('/contract-signed', async (request) => {
    const body = request.body as { contractId: number; at: number };
    await db.update(agentContracts).set({ signedAt: new Date(body.at) }).where(eq(agentContracts.id, body.contractId));
    return { ok: true };
  });
  hooks.post('/active-member-rule', async (request) => {
    await writeSetting(db, ACTIVE_MEMBER_SETTINGS_KEY, request.body);
    return request.body;
  });

  const hooksUrl = await hooks.listen({ port: 0, host: '127.0.0.1' });
  console.log(`cashier platform on ${url} hooks on ${hooksUrl}`);
  const stop = async () => {
    await hooks.close();
    await platform.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error('cashier platform failed:', error);
  process.exit(1);
});
