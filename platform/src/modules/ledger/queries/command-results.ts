// Idempotent money commands (Stripe's rules, money-and-agents §7.1.4): the first answer to a key is
// stored, refusals included, and every replay gets it back; the same key with other parameters is
// refused. The key's row is written in the same transaction as the command's postings, so a
// command is either done and answered, or neither. Two requests with one key at once: the second
// waits on the key's unique index and then reads the first one's answer.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../../core/http/envelope';
import type { Db } from '../../../core/database/client';
import { AccountDirectory, inLedgerTransaction, type LedgerWriter } from './ledger';
import { commandResults } from '../schema';

export interface CommandAnswer<T = unknown> {
  status: number;
  /** What the command answered: its value, or the refusal `{ code, message }`. */
  body: T;
  replayed: boolean;
}

export interface Command<T> {
  /** Scoped by issuer: `m<memberId>:<client key>` or `op:<...>`. */
  key: string;
  name: string;
  /** The parameters that must be the same on a replay. */
  request: unknown;
  run(writer: LedgerWriter): Promise<T>;
}

export const idempotencyErrors = {
  reused: () => new ApiError(422, 'idempotency_key_reused', 'This idempotency key was used for another request'),
  missing: () => new ApiError(400, 'idempotency_key_required', 'An Idempotency-Key header (8–64 letters, digits, _ or -) is required'),
};

/** What a key's stored answer remembers of its request: a replay with another one is refused (`idempotencyErrors.reused`). */
export const requestHash = (name: string, request: unknown) => createHash('sha256').update(`${name}\n${JSON.stringify(request)}`).digest('hex');

async function storedAnswer(db: Db, key: string, hash: string): Promise<CommandAnswer | undefined> {
  const [row] = await db.select().from(commandResults).where(eq(commandResults.key, key));
  if (!row) return undefined;
  if (row.requestHash !== hash) throw idempotencyErrors.reused();
  return { status: row.status, body: row.response, replayed: true };
}

class Replay {
  constructor(readonly answer: CommandAnswer) {}
}

/**
 * Runs a money command once per key. An ApiError thrown by `run` is a refusal: the transaction is
 * rolled back (nothing moved) and the refusal is stored as the key's answer.
 */
export async function runCommand<T>(db: Db, directory: AccountDirectory | undefined, command: Command<T>): Promise<CommandAnswer<T>> {
  const hash = requestHash(command.name, command.request);
  try {
    const value = await inLedgerTransaction(db, directory, async (writer) => {
      const [claimed] = await writer.tx
        .insert(commandResults)
        .values({ key: command.key, command: command.name, requestHash: hash, status: 0, response: {} })
        .onConflictDoNothing()
        .returning({ key: commandResults.key });
      if (!claimed) {
        const [row] = await writer.tx.select().from(commandResults).where(eq(commandResults.key, command.key));
        if (row.requestHash !== hash) throw idempotencyErrors.reused();
        throw new Replay({ status: row.status, body: row.response, replayed: true });
      }
      const result = await command.run(writer);
      // The answer as stored (jsonb orders keys its own way): the first answer and every replay are the same bytes.
      const [stored] = await writer.tx
        .update(commandResults)
        .set({ status: 200, response: result as object })
        .where(eq(commandResults.key, command.key))
        .returning({ response: commandResults.response });
      return stored.response as T;
    });
    return { status: 200, body: value, replayed: false };
  } catch (error) {
    if (error instanceof Replay) return error.answer as CommandAnswer<T>;
    if (!(error instanceof ApiError) || error.code === 'idempotency_key_reused') throw error;
    const refusal = { code: error.code, message: error.message, ...(error.value === undefined ? {} : { value: error.value }) };
    const [stored] = await db
      .insert(commandResults)
      .values({ key: command.key, command: command.name, requestHash: hash, status: error.statusCode, response: refusal })
      .onConflictDoNothing()
      .returning({ key: commandResults.key });
    if (stored) return { status: error.statusCode, body: refusal as T, replayed: false };
    return (await storedAnswer(db, command.key, hash)) as CommandAnswer<T>;
  }
}
