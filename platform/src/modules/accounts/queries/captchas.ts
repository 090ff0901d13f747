// Captcha challenges by client-chosen key.
import { eq, lt } from 'drizzle-orm';
import { isCaptchaAnswerValid } from '../rules/captcha-challenge';
import type { Executor } from '../../../core/database/client';
import { captchas } from '../schema-members';

/** Stores (or replaces) the challenge under `key`, and sweeps long-expired ones. */
export async function putCaptcha(ex: Executor, key: string, answerHash: string, expiresAt: Date): Promise<void> {
  await ex
    .insert(captchas)
    .values({ key, answerHash, expiresAt })
    .onConflictDoUpdate({ target: captchas.key, set: { answerHash, expiresAt, usedAt: null } });
  await ex.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 60 * 60 * 1000)));
}

/** Checks an answer and consumes the challenge whatever the outcome: one guess per image. */
export async function consumeCaptcha(ex: Executor, key: string, answer: string, now: Date): Promise<boolean> {
  const [stored] = await ex.select().from(captchas).where(eq(captchas.key, key)).for('update');
  if (!stored) return false;
  await ex.update(captchas).set({ usedAt: now }).where(eq(captchas.key, key));
  return isCaptchaAnswerValid(stored, answer, now);
}

/**
 * Replaces the answer of a challenge already drawn (its expiry and use stay as they are); false
 * when there is none. Only the test-only operator route uses it (modules/accounts/routes/admin-test-captcha.ts).
 */
export async function replaceCaptchaAnswer(ex: Executor, key: string, answerHash: string): Promise<boolean> {
  const rows = await ex.update(captchas).set({ answerHash }).where(eq(captchas.key, key)).returning({ key: captchas.key });
  return rows.length > 0;
}
