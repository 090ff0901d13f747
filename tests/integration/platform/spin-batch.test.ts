/** @jest-environment node */
// The spins' group commit (db/spin-batch.ts) on PostgreSQL, in process: one batch statement gives
// each spin its own outcome (posted, wallet short, key seen, play limits → locked path) and moves
// money only for the posted ones; a batch whose key another statement committed meanwhile posts
// nothing and its spins settle alone; simultaneous spins through settleSpin go in batches and each
// keeps its own key, balance check and answer (a duplicate, an overdraw, a member with a wager limit).
// The PGlite side and the crash run through the platform process: spin-batch-platform.test.ts.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createMember } from '@/platform/src/modules/accounts/queries/accounts';
import { openDatabase, type Database } from '@/platform/src/core/database/client';
import { findLaunchableGameById, InsufficientBalanceError, openGameSession, settleSpin, spinEntry, type PlaySession, type SpinResult } from '@/platform/src/modules/games/queries/game-play';
import { AccountDirectory, balanceOf, inLedgerTransaction } from '@/platform/src/modules/ledger/queries/ledger';
import { committedAccountIds, recordShortRefusal } from '@/platform/src/modules/ledger/queries/ledger-autocommit';
import { reconcile } from '@/platform/src/modules/ledger/queries/reconcile';
import { games } from '@/platform/src/modules/games/schema-catalogue';
import { rgLimits, rgMembers } from '@/platform/src/modules/responsible-gaming/schema';
import { seedGames } from '@/platform/src/seed/games';
import { postSpinBatch, spinBatcherOf, type BatchedSpin } from '@/platform/src/modules/games/queries/spin-batch';
import { ledgerAccount } from '@/platform/src/modules/ledger/rules/ledger-accounts';
import { journalEntries } from '@/platform/src/modules/ledger/schema';
import { postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();

(reachable ? describe : describe.skip)('spin batches (PostgreSQL)', () => {
  jest.setTimeout(60_000);
  const database = testDatabase({ fresh: true });
  let opened: Database;
  let locker: postgres.Sql;
  let gameId: number;
  let members = 0;
  const directory = new AccountDirectory();

  beforeAll(async () => {
    const url = await database.create();
    opened = await openDatabase({ dataDir: '/nonexistent', databaseUrl: url });
    locker = postgres(url, { max: 1, onnotice: () => undefined });
    await opened.db.transaction((tx) => seedGames(tx));
    [{ id: gameId }] = await opened.db.select({ id: games.id }).from(games).where(eq(games.gameType, 'RNG')).orderBy(games.id).limit(1);
  });

  afterAll(async () => {
    await locker?.end();
    await opened?.close();
    await database.drop();
  });

  afterEach(async () => {
    expect(await reconcile(opened.db)).toMatchObject({ ok: true, total: '0.00', roundsWithoutEntry: 0, spinEntriesWithoutRound: 0 });
  });

  /** A member with `opening` on the main account, playing the slot: its play session. */
  async function player(opening: string): Promise<PlaySession> {
    const account = `batch${++members}`;
    const member = await inLedgerTransaction(opened.db, undefined, (writer) =>
      createMember(writer.tx, {
        account,
        nickname: account,
        type: 0,
        parentId: null,
        passwordHash: 'x',
        firstTimeLogin: false,
        profile: { registerMethod: 'OPERATOR' },
        opening: { amount: opening, kind: 'opening_balance', reference: 'test' },
      }),
    );
    const game = (await findLaunchableGameById(opened.db, gameId))!;
    const id = `batch-session-${members}-${randomBytes(4).toString('hex')}`;
    const expiresAt = new Date(Date.now() + 3_600_000);
    const wallet = ledgerAccount.main(member.id);
    await openGameSession(opened.db, { id, memberId: member.id, gameId, vendor: game.vendorCode, tokenHash: id, language: 'en', expiresAt, wallet });
    return { id, memberId: member.id, account, memberType: 0, language: 'en', expiresAt, wallet, game };
  }

  const spinId = () => `b-${randomBytes(6).toString('hex')}`;
  const request = (session: PlaySession, id = spinId(), betCents = 100n, winCents = 0n) => ({ session, spinId: id, betCents, winCents, reels: ['BLANK', 'LEMON', 'BELL'] as never });

  async function batched(session: PlaySession, id = spinId(), betCents = 100n, winCents = 0n): Promise<BatchedSpin> {
    const { entry, round } = spinEntry(request(session, id, betCents, winCents), new Date());
    const accountIds = await committedAccountIds(opened.db, directory, [...new Set(entry.postings.map((p) => p.account))]);
    return { entry, accountIds, round };
  }

  const balance = async (session: PlaySession) => balanceOf(opened.db, ledgerAccount.main(session.memberId));
  const posted = async (key: string) => (await opened.db.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.key, key))).length;

  async function withWagerLimit(session: PlaySession, limitCents: bigint): Promise<void> {
    await opened.db.insert(rgMembers).values({ memberId: session.memberId });
    await opened.db.insert(rgLimits).values({ memberId: session.memberId, kind: 'wager', period: 'day', amount: limitCents });
  }

  it('reconcile names postings, rounds and winner rows whose account or game does not exist (no foreign key holds them)', async () => {
    const session = await player('10.00');
    const planted = new Error('rolled back');
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.execute(sql`with e as (insert into journal_entries (key, kind) values ('dangling:test', 'adjustment') returning id)
          insert into postings (entry_id, account_id, amount, tx_type) select e.id, a, m, 'adjustment' from e, (values (2147480000, 100), (2147480001, -100)) v(a, m)`);
        await tx.execute(sql`insert into game_rounds (member_id, game_id, session_id, spin_id, bet, win, balance_after, reels)
          values (${session.memberId}, 2147480000, ${session.id}, 'dangling-round', 0, 0, 0, '[]'::jsonb)`);
        await tx.execute(sql`insert into game_wins (customer_name, member_id, game_id, win_amount) values ('x', ${session.memberId}, 2147480000, 1)`);
        expect(await reconcile(tx)).toMatchObject({ ok: false, total: '0.00', danglingReferences: 4 });
        throw planted;
      }),
    ).rejects.toBe(planted);
  });

  it('one statement answers each spin on its own: posted (with a win), wallet short, key seen, play limits', async () => {
    const [rich, poor, again, limited] = [await player('10.00'), await player('0.50'), await player('10.00'), await player('10.00')];
    await withWagerLimit(limited, 10_000n);
    const seenId = spinId();
    await settleSpin(opened.db, directory, request(again, seenId));
    const spins = [await batched(rich, spinId(), 100n, 500n), await batched(poor), await batched(again, seenId), await batched(limited)];

    const outcomes = await postSpinBatch(opened.db, spins);

    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['posted', 'short', 'seen', 'diverted']);
    expect(outcomes[0]).toMatchObject({ balance: 1400n });
    expect([await balance(rich), await balance(poor), await balance(again), await balance(limited)]).toEqual([1400n, 50n, 900n, 1000n]);
    expect(await Promise.all(spins.map((spin) => posted(spin.entry.key)))).toEqual([1, 0, 1, 0]);
  });

  it('a batch whose key another statement committed meanwhile posts nothing; its spins then settle alone', async () => {
    const [first, second] = [await player('10.00'), await player('10.00')];
    const id = spinId();
    // The other connection holds the first wallet's row; the spin alone queues behind it, then the batch.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = locker.begin(async (tx) => {
      await tx`select 1 from ledger_accounts where code = ${ledgerAccount.main(first.memberId)} for update`;
      locked();
      await held;
    });
    await isLocked;
    const alone = settleSpin(opened.db, directory, request(first, id));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = await batched(second);
    const batch = postSpinBatch(opened.db, [await batched(first, id), other]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await holder;

    expect((await alone).replayed).toBe(false);
    expect((await batch).map((outcome) => outcome.kind)).toEqual(['alone', 'alone']);
    expect(await posted(other.entry.key)).toBe(0);
    expect([await balance(first), await balance(second)]).toEqual([900n, 1000n]);
    // Settled again, each alone: the first answers its stored round, the second posts.
    expect(await settleSpin(opened.db, directory, request(first, id))).toMatchObject({ replayed: true, balance: '9.00' });
    expect(await settleSpin(opened.db, directory, request(second, other.round.spinId))).toMatchObject({ replayed: false, balance: '9.00' });
  });

  /** Money from the house to the wallet (a deposit, in its own transaction). */
  async function credit(session: PlaySession, cents: bigint): Promise<void> {
    await inLedgerTransaction(opened.db, directory, (writer) =>
      writer.post({
        key: `credit:${spinId()}`,
        kind: 'adjustment',
        memberId: session.memberId,
        postings: [
          { account: ledgerAccount.houseCash, amount: -cents, txType: 'deposit' },
          { account: ledgerAccount.main(session.memberId), amount: cents, txType: 'deposit' },
        ],
      }),
    );
  }

  /**
   * The race of issue #27: a copy of spin `id` found the wallet short and stores its refusal (the
   * transaction held open here) after a credit; another copy, whose statement (`settle`) began after
   * the credit but before that refusal committed, waits for the wallet's row meanwhile. Answers what
   * `settle` answered once the refusal committed.
   */
  async function raceRefusal<T>(session: PlaySession, id: string, settle: () => Promise<T>): Promise<T> {
    const { entry } = spinEntry(request(session, id), new Date());
    const accountIds = await committedAccountIds(opened.db, directory, [...new Set(entry.postings.map((p) => p.account))]);
    const wallet = accountIds.get(ledgerAccount.main(session.memberId))!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let stored!: () => void;
    const isStored = new Promise<void>((resolve) => (stored = resolve));
    const refusal = opened.db.transaction(async (tx) => {
      expect(await recordShortRefusal(tx, entry, wallet, { command: 'spin', status: 409, response: { code: 'insufficient_balance' } })).toBe(false);
      stored();
      await held;
    });
    await isStored;
    const settled = settle();
    // The copy's statement has begun once it waits for the wallet's row.
    for (let tries = 0; tries < 100; tries++) {
      const [{ waiting }] = await locker<{ waiting: number }[]>`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`;
      if (waiting > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await refusal;
    return settled;
  }

  it('a refusal is final: a copy of the spin racing it, with the money a credit just brought, posts nothing (alone)', async () => {
    const session = await player('0.50');
    const id = spinId();
    await credit(session, 100n);
    const answer = await raceRefusal(session, id, () => settleSpin(opened.db, directory, request(session, id)).catch((error: unknown) => error));
    expect(answer).toBeInstanceOf(InsufficientBalanceError);
    expect(await posted(spinEntry(request(session, id), new Date()).entry.key)).toBe(0);
    expect(await balance(session)).toBe(150n);
    // Replays answer the refusal; the money stays.
    await expect(settleSpin(opened.db, directory, request(session, id))).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balance(session)).toBe(150n);
  });

  it('a refusal is final: a copy of the spin racing it in a batch posts nothing; the batch\'s other spin posts', async () => {
    const [session, other] = [await player('0.50'), await player('10.00')];
    const id = spinId();
    await credit(session, 100n);
    const spins = [await batched(session, id), await batched(other)];
    const outcomes = await raceRefusal(session, id, () => postSpinBatch(opened.db, spins));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['seen', 'posted']);
    expect(await posted(spins[0].entry.key)).toBe(0);
    expect([await balance(session), await balance(other)]).toEqual([150n, 900n]);
    await expect(settleSpin(opened.db, directory, request(session, id))).rejects.toBeInstanceOf(InsufficientBalanceError);
  });

  it('a spin id reused with another bet is refused as a reused key (422); its round and balance stay', async () => {
    const session = await player('10.00');
    const id = spinId();
    const first = await settleSpin(opened.db, directory, request(session, id, 100n));
    await expect(settleSpin(opened.db, directory, request(session, id, 200n))).rejects.toMatchObject({ statusCode: 422, code: 'idempotency_key_reused' });
    expect(await settleSpin(opened.db, directory, request(session, id, 100n))).toEqual({ ...first, replayed: true });
    // A refused spin id, too: with its bet it answers the refusal, with another bet the reuse.
    const poor = await player('0.50');
    const refused = spinId();
    await expect(settleSpin(opened.db, directory, request(poor, refused, 100n))).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(settleSpin(opened.db, directory, request(poor, refused, 200n))).rejects.toMatchObject({ statusCode: 422, code: 'idempotency_key_reused' });
    await expect(settleSpin(opened.db, directory, request(poor, refused, 100n))).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect([await balance(session), await balance(poor)]).toEqual([900n, 50n]);
  });

  it('simultaneous spins over many wallets go in batches; duplicates, an overdraw and a wager limit keep their own answers', async () => {
    const wallets = await Promise.all(Array.from({ length: 20 }, () => player('5.00')));
    const [poor, limited] = [await player('1.00'), await player('100.00')];
    await withWagerLimit(limited, 300n);
    const before = { ...spinBatcherOf(opened.db).stats };
    const ids = wallets.map(() => spinId());
    type Answer = SpinResult | 'refused';
    const answer = (promise: Promise<SpinResult>) => promise.catch((error: unknown): Answer => {
      if (error instanceof InsufficientBalanceError) return 'refused';
      if ((error as { code?: string }).code === 'rg_wager_limit') return 'refused';
      throw error;
    });
    const settle = (session: PlaySession, id: string) => answer(settleSpin(opened.db, directory, request(session, id)));

    const answers = await Promise.all([
      // Every spin id twice at once: one posts, its twin answers the same round.
      ...wallets.flatMap((wallet, i) => [settle(wallet, ids[i]), settle(wallet, ids[i])]),
      // A wallet with 1.00: exactly one of five bets of 1.00 posts.
      ...Array.from({ length: 5 }, () => settle(poor, spinId())),
      // A wager limit of 3.00 a day: three of six bets post, on the locked path.
      ...Array.from({ length: 6 }, () => settle(limited, spinId())),
    ]);

    const stats = spinBatcherOf(opened.db).stats;
    expect(stats.batchedSpins).toBeGreaterThan(before.batchedSpins);
    const twins = answers.slice(0, 40) as SpinResult[];
    for (let i = 0; i < 40; i += 2) {
      expect(twins[i]).toMatchObject({ spinId: ids[i / 2], balance: '4.00' });
      expect({ ...twins[i + 1], replayed: undefined }).toEqual({ ...twins[i], replayed: undefined });
      expect([twins[i].replayed, twins[i + 1].replayed].sort()).toEqual([false, true]);
    }
    for (const wallet of wallets) expect(await balance(wallet)).toBe(400n);
    expect(answers.slice(40, 45).filter((a) => a !== 'refused')).toHaveLength(1);
    expect(await balance(poor)).toBe(0n);
    expect(answers.slice(45).filter((a) => a !== 'refused')).toHaveLength(3);
    expect(await balance(limited)).toBe(9700n);
  });
});
