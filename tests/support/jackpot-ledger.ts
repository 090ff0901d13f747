// The jackpot pool's ledger calls served over HTTP from a process of their own (support-script.ts;
// PGlite cannot load inside Jest's module sandbox): the database is PGlite in a fresh directory, or
// PostgreSQL when DATABASE_URL is set. Members with an opening balance (main, a vendor wallet or trial
// credit) and a game session, spins
// settled with chosen reels (settleSpin), jackpot payouts (payJackpot, and payPendingJackpots as a start
// runs it), the pool, balances and the
// reconcile report. Amounts travel as strings of minor units. Prints "jackpot ledger on <url>".
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createMember } from '../../platform/src/modules/accounts/queries/accounts';
import { openDatabase } from '../../platform/src/core/database/client';
import { openGameSession, settleSpin, type PlaySession } from '../../platform/src/modules/games/queries/game-play';
import { jackpotPool, payJackpot, payPendingJackpots, seedJackpot } from '../../platform/src/modules/games/queries/jackpot';
import { AccountDirectory, balanceOf, inLedgerTransaction } from '../../platform/src/modules/ledger/queries/ledger';
import { reconcile } from '../../platform/src/modules/ledger/queries/reconcile';
import { games, vendors } from '../../platform/src/modules/games/schema-catalogue';
import { ledgerAccount } from '../../platform/src/modules/ledger/rules/ledger-accounts';
import type { SlotSymbol } from '../../platform/src/modules/games/rules/slot-machine';

const GAME = { gameCode: 'JPV_00001', vendorCode: 'JPV', gameType: 'RNG', displayName: 'Diamond Jackpot', minBet: '1.00', standIn: false, vendorName: 'Jackpot Vendor', vendorEnabled: true };

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jackpot-ledger-'));
  const opened = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  const { db } = opened;
  // As in the platform: account ids known after their first use, so a spin is one statement.
  const directory = new AccountDirectory();
  await db.insert(vendors).values({ code: GAME.vendorCode, name: GAME.vendorName, gameType: 'RNG', isGame: 'VASSALAGE', sort: 1, enabled: true });
  const [{ id: gameId }] = await db
    .insert(games)
    .values({ gameCode: GAME.gameCode, vendorCode: GAME.vendorCode, gameType: 'RNG', displayName: GAME.displayName, minBet: GAME.minBet, lines: 1, hasJackpot: true, localGame: 'SLOT', standIn: GAME.standIn, sort: 1 })
    .returning({ id: games.id });
  const sessions = new Map<number, PlaySession>();
  let players = 0;

  const app = Fastify({ bodyLimit: 64 * 1024 });
  app.post('/seed', async () => {
    await seedJackpot(db, directory);
    return { ok: true };
  });
  /**
   * A new member with `opening` (money) in the wallet its session plays from: main, its wallet at the
   * jackpot game's vendor (moved there from main), or a trial account's credit.
   */
  app.post('/player', async (request) => {
    const { opening, wallet: kind = 'main' } = request.body as { opening: string; wallet?: 'main' | 'vendor' | 'trial' };
    const account = `jackpot${++players}`;
    const type = kind === 'trial' ? 4 : 0;
    const member = await inLedgerTransaction(db, undefined, async (writer) => {
      const created = await createMember(writer.tx, {
        account,
        nickname: account,
        type,
        parentId: null,
        passwordHash: 'x',
        firstTimeLogin: false,
        profile: { registerMethod: 'OPERATOR' },
        opening: { amount: opening, kind: kind === 'trial' ? 'trial_credit' : 'opening_balance', reference: 'test' },
      });
      if (kind === 'vendor') {
        const amount = BigInt(Math.round(Number(opening) * 100));
        await writer.post({ key: `test-transfer:${created.id}`, kind: 'wallet_transfer', memberId: created.id, postings: [
          { account: ledgerAccount.main(created.id), amount: -amount, txType: 'transfer' },
          { account: ledgerAccount.vendor(created.id, GAME.vendorCode), amount, txType: 'transfer' },
        ] });
      }
      return created;
    });
    const id = `session-${account}`;
    const expiresAt = new Date(Date.now() + 3_600_000);
    const wallet = kind === 'trial' ? ledgerAccount.trial(member.id) : kind === 'vendor' ? ledgerAccount.vendor(member.id, GAME.vendorCode) : ledgerAccount.main(member.id);
    await openGameSession(db, { id, memberId: member.id, gameId, vendor: GAME.vendorCode, tokenHash: `hash-${account}`, language: 'en', expiresAt, wallet });
    sessions.set(member.id, { id, memberId: member.id, account, memberType: type, language: 'en', expiresAt, wallet, game: { id: gameId, ...GAME } });
    return { memberId: member.id };
  });
  app.post('/spin', async (request) => {
    const body = request.body as { memberId: number; spinId: string; bet: string; win: string; reels: SlotSymbol[] };
    const session = sessions.get(body.memberId);
    if (!session) throw new Error(`no session for member ${body.memberId}`);
    const result = await settleSpin(db, directory, { session, spinId: body.spinId, betCents: BigInt(body.bet), winCents: BigInt(body.win), reels: body.reels });
    return { replayed: result.replayed };
  });
  app.post('/pay', async (request) => {
    const body = request.body as { memberId: number; spinId: string };
    const win = await payJackpot(db, directory, body);
    return { amount: win.amountCents.toString(), paidNow: win.paidNow };
  });
  app.post('/pending', async () => ({ paid: (await payPendingJackpots(db, directory)).map((win) => win.amountCents.toString()) }));
  app.get('/pool', async () => ({ pool: (await jackpotPool(db)).toString() }));
  /** The balance of the wallet the member's session plays from, and of its main wallet. */
  app.get('/balance/:memberId', async (request) => {
    const memberId = Number((request.params as { memberId: string }).memberId);
    const wallet = sessions.get(memberId)?.wallet ?? ledgerAccount.main(memberId);
    return { balance: (await balanceOf(db, wallet)).toString(), main: (await balanceOf(db, ledgerAccount.main(memberId))).toString() };
  });
  app.get('/reconcile', async () => reconcile(db));

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await opened.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  console.log(`jackpot ledger on ${url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
