/** @jest-environment node */
// postAutocommit's races, made deterministic on PostgreSQL by a second connection that holds the
// wallet's row lock (a spin in flight). An identical entry that runs beside another must answer
// "posted before", never post twice and never be refused: by the entry's unique key when the money
// would have covered both, and by waiting the first out when the money fell short.
import postgres from 'postgres';
import { createMember } from '@/platform/src/modules/accounts/queries/accounts';
import { openDatabase, type Database } from '@/platform/src/core/database/client';
import { AccountDirectory, balanceOf, DuplicateEntryError, inLedgerTransaction, InsufficientFundsError, type EntryInput } from '@/platform/src/modules/ledger/queries/ledger';
import { postAutocommit } from '@/platform/src/modules/ledger/queries/ledger-autocommit';
import { reconcile } from '@/platform/src/modules/ledger/queries/reconcile';
import { ledgerAccount } from '@/platform/src/modules/ledger/rules/ledger-accounts';
import { postgresReachable, testDatabase } from './postgres-test-db';

const reachable = postgresReachable();

(reachable ? describe : describe.skip)('postAutocommit races (PostgreSQL)', () => {
  jest.setTimeout(60_000);
  const database = testDatabase();
  let opened: Database;
  let locker: postgres.Sql;
  let members = 0;
  // As in the platform: account ids known after their first use, so an entry is one statement.
  const directory = new AccountDirectory();

  beforeAll(async () => {
    const url = await database.create();
    opened = await openDatabase({ dataDir: '/nonexistent', databaseUrl: url });
    locker = postgres(url, { max: 1, onnotice: () => undefined });
  });

  afterAll(async () => {
    await locker?.end();
    await opened?.close();
    await database.drop();
  });

  afterEach(async () => {
    expect(await reconcile(opened.db)).toMatchObject({ ok: true, total: '0.00' });
  });

  async function wallet(opening: string): Promise<number> {
    const member = await inLedgerTransaction(opened.db, undefined, (writer) =>
      createMember(writer.tx, {
        account: `auto${++members}`,
        nickname: `auto${members}`,
        type: 0,
        parentId: null,
        passwordHash: 'x',
        firstTimeLogin: false,
        profile: { registerMethod: 'OPERATOR' },
        opening: { amount: opening, kind: 'opening_balance', reference: 'test' },
      }),
    );
    return member.id;
  }

  const bet = (memberId: number, key: string): EntryInput => ({
    key,
    refusedAs: key,
    kind: 'bet', // not 'spin': reconcile wants a game round beside every spin entry
    memberId,
    postings: [
      { account: ledgerAccount.main(memberId), amount: -100n, txType: 'betting' },
      { account: ledgerAccount.houseGame('TEST'), amount: 100n, txType: 'betting' },
    ],
  });

  /** Runs `work` while another connection holds the wallet's row lock; lets it go after `holdMs`. */
  async function behindLock<T>(memberId: number, work: () => Promise<T>, holdMs = 300): Promise<T> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const transaction = locker.begin(async (tx) => {
      await tx`select 1 from ledger_accounts where code = ${ledgerAccount.main(memberId)} for update`;
      locked();
      await held;
    });
    await isLocked;
    const result = work();
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    release();
    await transaction;
    return result;
  }

  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'posted',
      (error: unknown) => (error instanceof DuplicateEntryError ? 'duplicate' : error instanceof InsufficientFundsError ? 'insufficient' : String(error)),
    );

  it('two identical entries queued behind an in-flight one, money for both: one posts, the other is a duplicate (unique key)', async () => {
    const memberId = await wallet('2.00');
    // Warm the account directory out of the race.
    await postAutocommit(opened.db, directory, bet(memberId, 'warm-1'));
    const twice = () => Promise.all([1, 2].map(() => outcome(postAutocommit(opened.db, directory, bet(memberId, 'same-1')))));
    const results = await behindLock(memberId, twice);
    expect(results.sort()).toEqual(['duplicate', 'posted']);
    expect(await balanceOf(opened.db, ledgerAccount.main(memberId))).toBe(0n);
  });

  it('two identical entries queued behind an in-flight one, money for one: the second waits it out and is a duplicate, not refused', async () => {
    const memberId = await wallet('1.00');
    const twice = () => Promise.all([1, 2].map(() => outcome(postAutocommit(opened.db, directory, bet(memberId, 'same-2')))));
    const results = await behindLock(memberId, twice);
    expect(results.sort()).toEqual(['duplicate', 'posted']);
    expect(await balanceOf(opened.db, ledgerAccount.main(memberId))).toBe(0n);
    const [stored] = await locker`select count(*)::int as n from command_results where key = 'same-2'`;
    expect(stored.n).toBe(0);
  });

  it('a retry the money does not cover, sent while the first is in flight, waits it out and is a duplicate, not refused', async () => {
    const memberId = await wallet('3.00');
    const main = ledgerAccount.main(memberId);
    await postAutocommit(opened.db, directory, bet(memberId, 'warm-3')); // the house account exists
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let inFlight!: () => void;
    const started = new Promise<void>((resolve) => (inFlight = resolve));
    // The first: debited and its entry written, not yet committed (it holds the wallet's row lock).
    const first = locker.begin(async (tx) => {
      const [account] = await tx`update ledger_accounts set balance = balance - 100 where code = ${main} returning id, balance`;
      const [house] = await tx`select id from ledger_accounts where code = ${ledgerAccount.houseGame('TEST')}`;
      const [entry] = await tx`insert into journal_entries (key, kind, member_id) values ('same-3', 'bet', ${memberId}) returning id`;
      await tx`insert into postings (entry_id, account_id, amount, balance_after, tx_type) values
        (${entry.id}, ${account.id}, -100, ${account.balance}, 'betting'), (${entry.id}, ${house.id}, 100, null, 'betting')`;
      inFlight();
      await committing;
    });
    await started;
    // The retry stakes more than the wallet holds: its UPDATE fails at once, without waiting.
    const bigger = bet(memberId, 'same-3');
    bigger.postings = bigger.postings.map((p) => ({ ...p, amount: p.amount * 5n }));
    const retry = outcome(postAutocommit(opened.db, directory, bigger, { refusal: { command: 'bet', status: 409, response: {} } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await first;
    expect(await retry).toBe('duplicate');
    expect(await balanceOf(opened.db, main)).toBe(100n);
    const [stored] = await locker`select count(*)::int as n from command_results where key = 'same-3'`;
    expect(stored.n).toBe(0);
  });

  it('a refusal is stored under refusedAs and stands after money arrives', async () => {
    const memberId = await wallet('0.50');
    const refusal = { command: 'spin', status: 409, response: { code: 'insufficient_balance' } };
    expect(await outcome(postAutocommit(opened.db, directory, bet(memberId, 'short-1'), { refusal }))).toBe('insufficient');
    await postAutocommit(opened.db, directory, {
      key: 'topup-1',
      kind: 'adjustment',
      memberId,
      postings: [
        { account: ledgerAccount.main(memberId), amount: 1000n, txType: 'other' },
        { account: ledgerAccount.houseCash, amount: -1000n, txType: 'other' },
      ],
    });
    expect(await outcome(postAutocommit(opened.db, directory, bet(memberId, 'short-1'), { refusal }))).toBe('duplicate');
    expect(await balanceOf(opened.db, ledgerAccount.main(memberId))).toBe(1050n);
  });

  it('refuses an entry that moves two guarded accounts (those need a transaction)', async () => {
    const [a, b] = [await wallet('1.00'), await wallet('1.00')];
    await expect(
      postAutocommit(opened.db, directory, {
        key: 'two-guarded',
        kind: 'transfer',
        postings: [
          { account: ledgerAccount.main(a), amount: -100n, txType: 'other' },
          { account: ledgerAccount.main(b), amount: 100n, txType: 'other' },
        ],
      }),
    ).rejects.toThrow(/guarded accounts/);
  });
});
