// Verification codes by (recipient, purpose): one live code at a time, a new one supersedes.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { judgeCode, type CodePurpose, type CodeVerdict } from '../rules/verification-code';
import type { Executor } from '../../../core/database/client';
import { verificationCodes } from '../schema-accounts';

/** Serializes code requests for one recipient inside the caller's transaction. */
export async function lockRecipient(ex: Executor, recipient: string): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${recipient}`}))`);
}

/** When codes (any purpose) went to `recipient` since `since`. */
export async function codeTimes(ex: Executor, recipient: string, since: Date): Promise<Date[]> {
  const rows = await ex
    .select({ at: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.recipient, recipient), gt(verificationCodes.createdAt, since)));
  return rows.map((row) => row.at);
}

/** Stores a new code and retires the live one of the same recipient and purpose. Returns its id. */
export async function issueCode(
  ex: Executor,
  code: { recipient: string; purpose: CodePurpose; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  await ex
    .update(verificationCodes)
    .set({ consumedAt: code.createdAt })
    .where(and(eq(verificationCodes.recipient, code.recipient), eq(verificationCodes.purpose, code.purpose), isNull(verificationCodes.consumedAt)));
  const [row] = await ex.insert(verificationCodes).values(code).returning({ id: verificationCodes.id });
  return row.id;
}

/** Removes a code whose message could not be sent, so it neither works nor counts. */
export async function withdrawCode(ex: Executor, id: number): Promise<void> {
  await ex.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Checks `candidateHash` against the latest code for (recipient, purpose): a match consumes it, a
 * miss costs one of its tries. Run inside a transaction; the row is locked while deciding.
 */
export async function redeemCode(
  ex: Executor,
  recipient: string,
  purpose: CodePurpose,
  candidateHash: string,
  now: Date,
): Promise<CodeVerdict> {
  const [stored] = await ex
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.recipient, recipient), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  const verdict = judgeCode(stored, candidateHash, now);
  if (verdict === 'ok') {
    await ex.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, stored.id));
  } else if (verdict === 'invalid') {
    await ex
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, stored.id));
  }
  return verdict;
}
