/** @jest-environment node */
// The progressive jackpot as ledger money, on PGlite and on PostgreSQL: every spin puts 1 % of its
// stake into house:jackpot in the spin's own entry; a jackpot win moves the whole pool to the winner
// and seeds it again, once per spin id (replayed and raced), and two different wins at once pay one
// pool each, one after the other. The reconcile check passes after every test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMember } from '@/platform/src/db/accounts';
import { openDatabase, type Database } from '@/platform/src/db/client';
import { openGameSession, settleSpin, type PlaySession } from '@/platform/src/db/game-play';
import { jackpotPool, payJackpot, seedJackpot } from '@/platform/src/db/jackpot';
import { AccountDirectory, balanceOf, inLedgerTransaction } from '@/platform/src/db/ledger';
import { reconcile } from '@/platform/src/db/reconcile';
import { games, vendors } from '@/platform/src/db/schema';
import { JACKPOT_SEED_CENTS, jackpotContribution } from '@/platform/src/domain/jackpot';
import { ledgerAccount } from '@/platform/src/domain/ledger-accounts';
import { postgresReachable, testDatabase } from './postgres-test-db';

function suite(label: string, open: () => Promise<{ opened: Database; cleanup(): Promise<void> }>) {
  describe(`jackpot pool (${label})`, () => {
    jest.setTimeout(120_000);
    let opened: Database;
    let cleanup: () => Promise<void>;
    let gameId: number;
    let members = 0;
    const directory = new AccountDirectory();

    beforeAll(async () => {
      ({ opened, cleanup } = await open());
      await opened.db.insert(vendors).values({ code: 'JPV', name: 'Jackpot Vendor', gameType: 'RNG', isGame: 'VASSALAGE', sort: 1, enabled: true });
      [{ id: gameId }] = await opened.db
        .insert(games)
        .values({ gameCode: 'JPV_00001', vendorCode: 'JPV', gameType: 'RNG', displayName: 'Diamond Jackpot', minBet: '1.00', lines: 1, hasJackpot: true, sort: 1 })
        .returning({ id: games.id });
      await seedJackpot(opened.db, directory);
    });

    afterAll(async () => {
      await opened?.close();
      await cleanup?.();
    });

    afterEach(async () => {
      expect(await reconcile(opened.db)).toMatchObject({ ok: true, total: '0.00', roundsWithoutEntry: 0, spinEntriesWithoutRound: 0 });
    });

    async function player(opening: string): Promise<PlaySession> {
      const account = `jackpot${++members}`;
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
      const id = `session-${account}`;
      await openGameSession(opened.db, { id, memberId: member.id, gameId, vendor: 'JPV', tokenHash: `hash-${account}`, language: 'en', expiresAt: new Date(Date.now() + 3_600_000) });
      return {
        id,
        memberId: member.id,
        account,
        memberType: 0,
        language: 'en',
        expiresAt: new Date(Date.now() + 3_600_000),
        game: { id: gameId, gameCode: 'JPV_00001', gameType: 'RNG', vendorCode: 'JPV', displayName: 'Diamond Jackpot', minBet: '1.00', vendorName: 'Jackpot Vendor', vendorEnabled: true },
      };
    }

    it('is seeded once, whatever the number of starts', async () => {
      await seedJackpot(opened.db, directory);
      await seedJackpot(opened.db, directory);
      expect(await jackpotPool(opened.db)).toBeGreaterThanOrEqual(JACKPOT_SEED_CENTS);
    });

    it('grows by 1 % of each stake, in the spin entry; a replayed spin adds nothing', async () => {
      const session = await player('500.00');
      const before = await jackpotPool(opened.db);
      const spin = { session, betCents: 10_000n, winCents: 0n, reels: ['BLANK', 'LEMON', 'BELL'] as const };
      await settleSpin(opened.db, directory, { ...spin, reels: [...spin.reels], spinId: 'grow-1' });
      await settleSpin(opened.db, directory, { ...spin, reels: [...spin.reels], spinId: 'grow-2' });
      const replay = await settleSpin(opened.db, directory, { ...spin, reels: [...spin.reels], spinId: 'grow-2' });
      expect(replay.replayed).toBe(true);
      expect(jackpotContribution(10_000n)).toBe(100n);
      expect(await jackpotPool(opened.db)).toBe(before + 200n);
      expect(await balanceOf(opened.db, ledgerAccount.main(session.memberId))).toBe(50_000n - 20_000n);
    });

    it('pays the whole pool once to a winning spin, replayed and raced, and seeds the pool again', async () => {
      const session = await player('100.00');
      const reels = ['DIAMOND', 'DIAMOND', 'DIAMOND'] as ['DIAMOND', 'DIAMOND', 'DIAMOND'];
      await settleSpin(opened.db, directory, { session, spinId: 'jackpot-1', betCents: 100n, winCents: 100_000n, reels });
      const pool = await jackpotPool(opened.db);
      const wins = await Promise.all(Array.from({ length: 8 }, () => payJackpot(opened.db, directory, { memberId: session.memberId, spinId: 'jackpot-1' })));
      expect(wins.filter((win) => win.paidNow)).toHaveLength(1);
      expect(new Set(wins.map((win) => win.amountCents))).toEqual(new Set([pool]));
      const again = await payJackpot(opened.db, directory, { memberId: session.memberId, spinId: 'jackpot-1' });
      expect(again).toEqual({ amountCents: pool, paidNow: false });
      expect(await jackpotPool(opened.db)).toBe(JACKPOT_SEED_CENTS);
      expect(await balanceOf(opened.db, ledgerAccount.main(session.memberId))).toBe(10_000n - 100n + 100_000n + pool);
    });

    it('two different wins at once pay one pool each, one after the other', async () => {
      const [a, b] = [await player('10.00'), await player('10.00')];
      const reels = ['DIAMOND', 'DIAMOND', 'DIAMOND'] as ['DIAMOND', 'DIAMOND', 'DIAMOND'];
      await settleSpin(opened.db, directory, { session: a, spinId: 'race-a', betCents: 100n, winCents: 0n, reels });
      await settleSpin(opened.db, directory, { session: b, spinId: 'race-b', betCents: 100n, winCents: 0n, reels });
      const pool = await jackpotPool(opened.db);
      const [winA, winB] = await Promise.all([
        payJackpot(opened.db, directory, { memberId: a.memberId, spinId: 'race-a' }),
        payJackpot(opened.db, directory, { memberId: b.memberId, spinId: 'race-b' }),
      ]);
      expect([winA.paidNow, winB.paidNow]).toEqual([true, true]);
      // The first paid the pool it found; the second the fresh seed.
      expect([winA.amountCents, winB.amountCents].sort((x, y) => Number(x - y))).toEqual([JACKPOT_SEED_CENTS, pool]);
      expect(await jackpotPool(opened.db)).toBe(JACKPOT_SEED_CENTS);
    });
  });
}

// PGlite loads its extensions with a dynamic import, which jest allows only under
// NODE_OPTIONS=--experimental-vm-modules: run `NODE_OPTIONS=--experimental-vm-modules npx jest <this file>`.
const vmModules = (process.env.NODE_OPTIONS ?? '').includes('--experimental-vm-modules');
(vmModules ? suite : (label: string) => describe.skip(`jackpot pool (${label})`, () => it.todo('needs --experimental-vm-modules')))('PGlite', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jackpot-'));
  const opened = await openDatabase({ dataDir });
  return { opened, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
});

if (postgresReachable()) {
  const database = testDatabase();
  suite('PostgreSQL', async () => {
    const opened = await openDatabase({ dataDir: '/nonexistent', databaseUrl: await database.create() });
    return { opened, cleanup: () => database.drop() };
  });
}
