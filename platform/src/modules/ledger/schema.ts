// The double-entry ledger (spec money-and-agents §7): every money movement is one journal entry
// whose postings sum to zero across accounts. Amounts are integer minor units (satang), never floats.
// Entries and postings are append-only: a correction is a new entry.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

// `member:42:main`, `member:42:hold`, `member:42:bonus`, `member:42:vendor:EVO`, `house:cash`,
// `house:game:EVO`, `house:fees`, `house:bonus_expense`, `agent:7:commission`.
// Member accounts keep a cached balance that the debit statement itself checks (never below zero);
// house accounts may go below zero and keep none: they would be one hot row for every bet, and
// their balance is the sum of their postings.
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').notNull(),
    tracksBalance: boolean('tracks_balance').notNull(),
    balance: minor('balance').notNull().default(sql`0`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_accounts_balance_not_negative', sql`not ${t.tracksBalance} or ${t.balance} >= 0`),
    check('ledger_accounts_untracked_zero', sql`${t.tracksBalance} or ${t.balance} = 0`),
  ],
);

// One business event. `key` is its idempotency key, unique: the same event can never post twice.
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    // No foreign keys on the ledger's and rounds' references (migration 0024): what they name is
    // permanent, and reconcile counts a reference to a row that does not exist.
    memberId: integer('member_id'),
    reference: text('reference'),
    actor: text('actor'),
    remark: text('remark'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_key_key').on(t.key),
    index('journal_entries_member_idx').on(t.memberId, t.createdAt),
    index('journal_entries_jackpot_win_idx').on(t.createdAt).where(sql`${t.kind} = 'jackpot_win'`),
  ],
);

// A posting credits (+) or debits (−) one account. `txType` is the member-facing transaction type
// of the spec's transaction history (deposit, withdraw, betting, winning, ...); `balanceAfter` is
// set on accounts that track a balance.
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    amount: minor('amount').notNull(),
    balanceAfter: minor('balance_after'),
    txType: text('tx_type').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('postings_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('postings_entry_idx').on(t.entryId),
    check('postings_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

// Idempotency of commands (Stripe's rule): the first answer to a key is kept, refusals included,
// and replayed; the same key with other parameters is refused. Keys are scoped by their issuer
// (`m42:<client key>`, `op:<...>`), so one member's key can never collide with another's.
export const commandResults = pgTable(
  'command_results',
  {
    key: text('key').primaryKey(),
    command: text('command').notNull(),
    requestHash: text('request_hash').notNull(),
    status: smallint('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('command_results_created_idx').on(t.createdAt)],
);

// Each reconcile run and its report (modules/ledger/): who ran it (a staff member, a key, or the
// metrics' periodic check), whether the ledger was whole, and the findings.
export const reconcileRuns = pgTable(
  'reconcile_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ranAt: at('ran_at').notNull().defaultNow(),
    ranBy: text('ran_by').notNull(),
    ok: boolean('ok').notNull(),
    durationMs: integer('duration_ms').notNull(),
    report: jsonb('report').notNull(),
  },
  (t) => [index('reconcile_runs_ran_at_idx').on(t.ranAt.desc(), t.id.desc())],
);
