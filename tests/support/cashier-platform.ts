// A platform for the cashier's integration tests, run as its own process (support-script.ts; PGlite
// cannot load inside Jest's module sandbox): the real platform on PGlite, or on PostgreSQL when
// DATABASE_URL is set, plus a second listener with the set-ups a test cannot do through the API —
// members with a real name, a balance (a balanced adjustment entry, so the ledger reconciles),
// sessions, cashier settings, a turnover requirement, the auto-confirm job at a chosen clock, and
// the reconcile report. Prints "cashier platform on <url> hooks on <url>".
import { mkdtemp, rm } from 'node:fs/promises';
import { copyPgliteTemplate } from '../integration/platform/seeded-template';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { toMinor } from '../../contract/money';
import { balanceOf, inLedgerTransaction } from '../../platform/src/modules/ledger/queries/ledger';
import { reconcile } from '../../platform/src/modules/ledger/queries/reconcile';
import { rowsOf } from '../../platform/src/core/database/rows-of';
import { agentMessages } from '../../platform/src/modules/member-center/schema-agent-transfers';
import { memberTree } from '../../platform/src/modules/agents/schema-agents';
import { members } from '../../platform/src/modules/accounts/schema-members';
import { turnoverRequirements, withdrawalOrders } from '../../platform/src/modules/cashier/schema';
import { createSession } from '../../platform/src/modules/accounts/queries/sessions';
import { writeSetting } from '../../platform/src/core/database/settings';
import { CASHIER_SETTINGS_KEY } from '../../platform/src/modules/cashier/rules/cashier-settings';
import { ledgerAccount } from '../../platform/src/modules/ledger/rules/ledger-accounts';
import { hashPassword } from '../../platform/src/modules/accounts/rules/password';
import { hashToken, newToken } from '../../platform/src/core/token';
import { readCashierSettings } from '../../platform/src/modules/cashier/queries/cashier-settings';
import { autoConfirmWithdrawals } from '../../platform/src/modules/cashier/jobs/withdrawal-auto-confirm';
import { buildPlatform } from '../../platform/src/server';
import { randomUUID } from 'node:crypto';
import { ACTIVE_MEMBER_SETTINGS_KEY } from '../../contract/agent-center';
import { games } from '../../platform/src/modules/games/schema-catalogue';
import { gameRounds, gameSessions } from '../../platform/src/modules/games/schema-games';
import { agentContracts } from '../../platform/src/modules/agents/schema-agent-contracts';
import type { TxType } from '../../contract/cashier-states';
import { findLaunchableGameById, openGameSession, settleSpin, type PlaySession } from '../../platform/src/modules/games/queries/game-play';
import { readActiveMemberRule, teamActivity } from '../../platform/src/modules/agents/queries/agent-activity';
import { affiliateLinks } from '../../platform/src/modules/agents/schema-agent-team';
import type { SlotSymbol } from '../../platform/src/modules/games/rules/slot-machine';
import { memberStatusOf } from '../../platform/src/modules/accounts/queries/member-status';
import { noRates, rateOf, writeRates } from '../../platform/src/modules/agents/rules/agent-rebates';
import { postBulkPlay, type BulkPlayRow } from './bulk-team-play';
import { ROUND_CURSOR_KEY as POINTS_ROUND_CURSOR_KEY } from '../../platform/src/modules/rewards/jobs/points-accrual';
import { ROUND_CURSOR_KEY as REFERRAL_ROUND_CURSOR_KEY } from '../../platform/src/modules/rewards/rules/referral';

/**
 * The password of every member the hooks make ('Demo@2026'), hashed once per process: a hash costs
 * about 40 ms of CPU (scrypt), and the suites make thousands of members. (These members share one
 * salt; registration, which the accounts suites test, salts each password on its own.)
 */
let demoPasswordHash: Promise<string> | undefined;
const memberPasswordHash = () => (demoPasswordHash ??= hashPassword('Demo@2026'));

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cashier-platform-'));
  if (process.env.PLATFORM_TEMPLATE_PGDATA) await copyPgliteTemplate(process.env.PLATFORM_TEMPLATE_PGDATA, dataDir);
  const platform = await buildPlatform({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined, operatorKey: process.env.OPERATOR_KEY, logLevel: false, settlementSchedules: false, testCaptchaAnswers: true });
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
        .values({ account: body.account, nickname: body.account, type: body.type ?? 0, parentId: parent?.id ?? null, passwordHash: await memberPasswordHash(), firstTimeLogin: false })
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

  // ── Agent team (tests/integration/platform/agent-team*.ts): rates, link expiry, member facts ──
  hooks.post('/team/rates', async (request) => {
    const body = request.body as { memberId: number; rates: Record<string, number> };
    await writeRates(db, body.memberId, { ...noRates(), ...body.rates });
    return { ok: true };
  });
  hooks.post('/team/expire-link', async (request) => {
    await db.update(affiliateLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(affiliateLinks.code, (request.body as { code: string }).code));
    return { ok: true };
  });
  hooks.get('/team/member/:account', async (request) => {
    const [member] = await db.select().from(members).where(eq(members.account, (request.params as { account: string }).account));
    if (!member) return { found: false, members: (await db.select({ id: members.id }).from(members)).length };
    const [rates, status, tree] = [await rateOf(db, member.id), await memberStatusOf(db, member.id), await db.select().from(memberTree).where(eq(memberTree.descendantId, member.id))];
    return { found: true, id: member.id, type: member.type, parentId: member.parentId, rates, status, ancestors: tree.map((r) => ({ id: r.ancestorId, depth: r.depth })) };
  });

  /** A settled spin (ledger entry and round) of a game of this type, at a chosen time (or, without `at`, dated as a real spin is). */
  hooks.post('/team/bet', async (request) => {
    const body = request.body as { memberId: number; gameType: string; bet: string; at?: number; spinId: string };
    const at = body.at ?? Date.now();
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.gameType, body.gameType)).orderBy(games.id).limit(1);
    const [member] = await db.select().from(members).where(eq(members.id, body.memberId));
    const launchable = (await findLaunchableGameById(db, game.id))!;
    const sessionId = `team-${body.spinId}`;
    const wallet = ledgerAccount.main(member.id);
    await openGameSession(db, { id: sessionId, memberId: member.id, gameId: game.id, vendor: launchable.vendorCode, tokenHash: sessionId, language: 'en', expiresAt: new Date(at + 3_600_000), wallet });
    const session = { id: sessionId, memberId: member.id, account: member.account, memberType: member.type, language: 'en', expiresAt: new Date(at + 3_600_000), wallet, game: launchable };
    const spin = { session, spinId: body.spinId, betCents: toMinor(body.bet)!, winCents: 0n, reels: ['BLANK', 'LEMON', 'BELL'] as SlotSymbol[] };
    return settleSpin(db, undefined, spin, body.at === undefined ? undefined : new Date(body.at));
  });

  hooks.post('/auto-confirm', async (request) => ({ confirmed: await autoConfirmWithdrawals(db, new Date((request.body as { now: number }).now)) }));
  hooks.get('/reconcile', async () => reconcile(db));
  /**
   * The ledger's own sums over whole Bangkok days, for checking the operator's daily report against:
   * real members' bets and wins (trial accounts left out), house cash of deposits and withdrawals,
   * what the house's expense accounts paid.
   */
  hooks.get('/ledger/day-sums', async (request) => {
    const { from, to } = request.query as { from: string; to: string };
    const range = sql`p.created_at >= (${from}::date::timestamp at time zone 'Asia/Bangkok') and p.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Bangkok')`;
    const [row] = rowsOf<Record<string, string>>(
      await db.execute(sql`select
        coalesce(-sum(p.amount) filter (where p.tx_type = 'betting' and a.member_id is not null), 0)::text as stakes,
        coalesce(sum(p.amount) filter (where p.tx_type = 'winning' and a.member_id is not null), 0)::text as payouts,
        coalesce(-sum(p.amount) filter (where a.code = 'house:cash' and e.kind = 'deposit'), 0)::text as deposits,
        coalesce(sum(p.amount) filter (where a.code = 'house:cash' and e.kind = 'withdrawal'), 0)::text as withdrawals,
        coalesce(-sum(p.amount) filter (where a.code like 'house:%_expense'), 0)::text as expenses
        from postings p join ledger_accounts a on a.id = p.account_id join journal_entries e on e.id = p.entry_id
        left join members m on m.id = a.member_id
        where ${range} and (m.id is null or m.type <> 4)`),
    );
    return row;
  });
  /** What a member's reward calls wrote: participations, stored images, journal entries, turnover rows. */
  hooks.get('/rewards/written/:memberId', async (request) => {
    const memberId = Number((request.params as { memberId: string }).memberId);
    const [row] = rowsOf<{ claims: number; images: number; entries: number; turnover: number }>(
      await db.execute(sql`select
        (select count(*)::int from promotion_claims where member_id = ${memberId}) as claims,
        (select count(*)::int from cashier_images where member_id = ${memberId}) as images,
        (select count(*)::int from journal_entries where member_id = ${memberId}) as entries,
        (select count(*)::int from turnover_requirements where member_id = ${memberId}) as turnover`),
    );
    return row;
  });

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

  // ---- agent transfers and the agent-scope property test (tests/integration/platform/agent-*.test.ts) ----
  /**
   * Many members at once (thousands in a second): rows in order, each parent before its children;
   * inserted in batches, the parent resolved by account. Answers every account's id.
   */
  hooks.post('/members/bulk', async (request) => {
    const rows = (request.body as { rows: { account: string; type: number; parent?: string | null }[] }).rows;
    const passwordHash = await memberPasswordHash();
    const ids: Record<string, number> = {};
    for (let start = 0; start < rows.length; ) {
      // A batch never holds a child of one of its own rows: each parent is in the table first.
      const batch: typeof rows = [];
      const inBatch = new Set<string>();
      while (start < rows.length && batch.length < 1_000 && !(rows[start].parent && inBatch.has(rows[start].parent!))) {
        batch.push(rows[start]);
        inBatch.add(rows[start++].account);
      }
      const inserted = await db
        .insert(members)
        .values(
          batch.map((row) => ({
            account: row.account,
            nickname: row.account,
            type: row.type,
            parentId: row.parent ? (ids[row.parent] ?? sql<number>`(select id from members where account = ${row.parent})`) : null,
            passwordHash,
            firstTimeLogin: false,
          })),
        )
        .returning({ id: members.id, account: members.account });
      for (const row of inserted) ids[row.account] = row.id;
    }
    return ids;
  });
  /**
   * A digest per table (of every row's text), to prove a request changed nothing. The settings rows
   * that the minute jobs move on their own (how far they have read the rounds) are left out.
   */
  hooks.get('/fingerprint', async (request) => {
    const tables = String((request.query as { tables?: string }).tables ?? '').split(',').filter((t) => /^[a-z_]{1,63}$/.test(t));
    const digests: Record<string, string | null> = {};
    const jobCursors = [POINTS_ROUND_CURSOR_KEY, REFERRAL_ROUND_CURSOR_KEY].map((key) => `'${key}'`).join(', ');
    for (const table of tables) {
      const rows = table === 'settings' ? `(select * from settings where key not in (${jobCursors}))` : table;
      const [row] = rowsOf<{ digest: string | null }>(await db.execute(sql.raw(`select md5(string_agg(t::text, ',' order by t::text)) as digest from ${rows} t`)));
      digests[table] = row.digest;
    }
    return digests;
  });
  hooks.post('/agent-message', async (request) => {
    const body = request.body as { recipientId: number; title: string };
    const [row] = await db.insert(agentMessages).values({ recipientId: body.recipientId, title: { en: body.title }, content: { en: `<p>${body.title}</p>` } }).returning({ id: agentMessages.id });
    return row;
  });
  /** A pending daily contract offered by `uplineId` to `downlineId` (the property test tries it from outside). */
  hooks.post('/agent-contract', async (request) => {
    const body = request.body as { uplineId: number; downlineId: number };
    const [row] = await db
      .insert(agentContracts)
      .values({ kind: 'daily', uplineId: body.uplineId, downlineId: body.downlineId, status: 'P', terms: { tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '0.10' }] } })
      .onConflictDoNothing()
      .returning({ id: agentContracts.id });
    return row ?? { id: 0 };
  });
  // ---- end of agent transfers ----
  // ---- agent reports (tests/integration/platform/agent-reports.test.ts) ----
  const playSessions = new Map<string, PlaySession>();
  /** Rounds at chosen times through the real settlement (ledger entry + round), game by type. */
  hooks.post('/agent-reports/rounds', async (request) => {
    const body = request.body as { rounds: { memberId: number; at: number; bet: string; win: string; gameType?: string; spinId?: string }[] };
    let n = 0;
    for (const round of body.rounds) {
      const gameType = round.gameType ?? 'RNG';
      const key = `${round.memberId}:${gameType}`;
      let session = playSessions.get(key);
      if (!session) {
        const [game] = rowsOf<{ id: number }>(await db.execute(sql`select g.id from games g join vendors v on v.code = g.vendor_code and v.game_type = g.game_type where g.game_type = ${gameType} order by g.id limit 1`));
        const launchable = (await findLaunchableGameById(db, Number(game.id)))!;
        const [member] = await db.select().from(members).where(eq(members.id, round.memberId));
        const id = `test-session-${key}-${Date.now()}`;
        const wallet = ledgerAccount.main(round.memberId);
        await openGameSession(db, { id, memberId: round.memberId, gameId: launchable.id, vendor: launchable.vendorCode, tokenHash: id, language: 'en', expiresAt: new Date(Date.now() + 3_600_000), wallet });
        session = { id, memberId: round.memberId, account: member.account, memberType: member.type, language: 'en', expiresAt: new Date(Date.now() + 3_600_000), wallet, game: launchable };
        playSessions.set(key, session);
      }
      await settleSpin(db, undefined, { session, spinId: round.spinId ?? `t${Date.now()}-${n++}-${Math.random()}`, betCents: toMinor(round.bet)!, winCents: toMinor(round.win)!, reels: ['BLANK', 'BLANK', 'BLANK'] }, new Date(round.at));
    }
    return { played: body.rounds.length };
  });
  /** One movement on a member's main (or commission) account at a chosen time, against house cash. */
  hooks.post('/agent-reports/posting', async (request) => {
    const body = request.body as { memberId: number; txType: string; amount: string; at: number; account?: 'main' | 'commission' };
    const minor = body.amount.startsWith('-') ? -toMinor(body.amount.slice(1))! : toMinor(body.amount)!;
    const account = body.account === 'commission' ? ledgerAccount.commission(body.memberId) : ledgerAccount.main(body.memberId);
    await inLedgerTransaction(db, undefined, (writer) =>
      writer.post({
        key: `test-report:${body.memberId}:${++adjustments}:${Date.now()}`,
        kind: 'test',
        memberId: body.memberId,
        actor: 'test',
        postings: [
          { account, amount: minor, txType: body.txType as TxType },
          { account: ledgerAccount.houseCash, amount: -minor, txType: body.txType as TxType },
        ],
        at: new Date(body.at),
      }),
    );
    return { posted: true };
  });
  /** Play and money of thousands of members in one call (bulk-team-play.ts). */
  hooks.post('/agent-reports/bulk', async (request) => {
    const body = request.body as { rows: BulkPlayRow[]; gameType?: string };
    return postBulkPlay(db, body.rows, body.gameType);
  });
  /** teamActivity beside the same figures summed from the raw rounds (its first definition), for any window. */
  hooks.post('/agent-reports/activity', async (request) => {
    const body = request.body as { agentId: number; from: number; to: number };
    const [from, to] = [new Date(body.from), new Date(body.to)];
    const rule = await readActiveMemberRule(db);
    const fast = await teamActivity(db, body.agentId, from, to, rule);
    const [raw] = rowsOf<{ volume: string; net_loss: string; bettors: number; active: number }>(
      await db.execute(sql`
        with team as (select descendant_id as id from member_tree where ancestor_id = ${body.agentId} and depth > 0),
        bets as (
          select r.member_id, sum((r.bet * 100)::bigint) as bet, sum(((r.bet - r.win) * 100)::bigint) as net_loss,
            count(distinct (r.created_at at time zone 'Asia/Bangkok')::date) as days
          from game_rounds r join team t on t.id = r.member_id
          where r.created_at >= ${from.toISOString()}::timestamptz and r.created_at < ${to.toISOString()}::timestamptz group by r.member_id),
        deposits as (
          select a.member_id, sum(p.amount) as amount from postings p join ledger_accounts a on a.id = p.account_id join team t on t.id = a.member_id
          where a.kind = 'main' and p.tx_type = 'deposit' and p.amount > 0 and p.created_at >= ${from.toISOString()}::timestamptz and p.created_at < ${to.toISOString()}::timestamptz
          group by a.member_id)
        select coalesce(sum(b.bet), 0)::text as volume, coalesce(sum(b.net_loss), 0)::text as net_loss, count(*)::int as bettors,
          (count(*) filter (where b.bet >= ${toMinor(rule.minValidBet)!.toString()}::bigint and b.days >= ${rule.minBettingDays}
            and coalesce(d.amount, 0) >= ${toMinor(rule.minDeposit)!.toString()}::bigint))::int as active
        from bets b left join deposits d on d.member_id = b.member_id`),
    );
    const shape = (a: { betVolume: bigint; netLoss: bigint; bettors: number; activeMembers: number }) => ({ ...a, betVolume: a.betVolume.toString(), netLoss: a.netLoss.toString() });
    return { fast: shape(fast), raw: shape({ betVolume: BigInt(raw.volume), netLoss: BigInt(raw.net_loss), bettors: Number(raw.bettors), activeMembers: Number(raw.active) }) };
  });
  /** Daily summary rows that differ from the rounds they sum (none when the trigger is exact). */
  hooks.get('/agent-reports/summary-check', async () => {
    const rows = rowsOf(
      await db.execute(sql`
        with raw as (
          select r.member_id, (r.created_at at time zone 'Asia/Bangkok')::date as day, g.game_type, count(*)::int as rounds,
            (count(*) filter (where r.win > 0))::int as wins, sum((r.bet * 100)::bigint) as bet, sum((r.win * 100)::bigint) as win
          from game_rounds r join games g on g.id = r.game_id group by 1, 2, 3),
        summary as (select * from agent_daily_rounds where rounds <> 0)
        select coalesce(raw.member_id, s.member_id) as member_id, coalesce(raw.day, s.day)::text as day from raw
        full join summary s on s.member_id = raw.member_id and s.day = raw.day and s.game_type = raw.game_type
        where raw.rounds is distinct from s.rounds or raw.wins is distinct from s.wins or raw.bet is distinct from s.bet or raw.win is distinct from s.win`),
    );
    const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from agent_daily_rounds`));
    return { mismatches: rows, summaryRows: Number(count.n) };
  });

  const hooksUrl = await hooks.listen({ port: 0, host: '127.0.0.1' });
  console.log(`cashier platform on ${url} hooks on ${hooksUrl}`);
  const stop = async () => {
    await hooks.close();
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error('cashier platform failed:', error);
  process.exit(1);
});
