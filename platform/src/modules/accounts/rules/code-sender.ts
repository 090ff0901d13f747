// Sending a verification code by SMS or e-mail under the SMS policy (spec §4, §8): per-IP request
// limit, per-recipient resend / 5-minute / 24-hour limits, the site-wide SMS limit
// (abuse-limits.ts), then the gateway. A failed send leaves
// nothing behind.
import { codeTimes, issueCode, lockRecipient, withdrawCode } from '../queries/verification-codes';
import type { AccountsDeps } from './accounts-deps';
import { ApiError } from '../../../core/http/envelope';
import { DAY_MS, recipientVerdict } from './sms-policy';
import { codeTexts } from './code-texts';
import { CODE_POLICY, hashCode, newCode, type CodePurpose } from './verification-code';

export interface CodeSent {
  expiredMinutes: number;
}

/** Counts one code request from `ip`; throws 429 TOO_MANY_REQUEST over the per-IP limit. */
export async function hitIpLimit(deps: AccountsDeps, ip: string): Promise<void> {
  const policy = await deps.smsPolicy.get();
  await deps.limits.consume('smsPerIp', ip, { points: policy.perIpMax, seconds: policy.perIpWindowSeconds });
}

/**
 * Sends a code under every limit, in `language` (the member's, code-texts.ts). `notice:
 * 'already-registered'` sends, under the very same limits and with a code row that counts for them,
 * a notice instead of the code: the caller gets the same answer as for a free number, so a register
 * code tells nobody whether a number is taken.
 */
export async function sendCode(
  deps: AccountsDeps,
  request: { channel: 'sms' | 'mail'; recipient: string; purpose: CodePurpose; ip: string; language: string | undefined; notice?: 'already-registered' },
): Promise<CodeSent> {
  const policy = await deps.smsPolicy.get();
  if (request.channel === 'sms') await deps.limits.consume('smsGlobal', 'site');
  const now = new Date();
  const code = newCode();
  const issued = await deps.db.transaction(async (tx) => {
    await lockRecipient(tx, request.recipient);
    const refusal = recipientVerdict(await codeTimes(tx, request.recipient, new Date(now.getTime() - DAY_MS)), now, policy);
    if (refusal) return { refusal };
    const id = await issueCode(tx, {
      recipient: request.recipient,
      purpose: request.purpose,
      codeHash: hashCode(deps.keys.codes, request.recipient, request.purpose, code),
      ip: request.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_POLICY.ttlMs),
    });
    return { id };
  });
  if ('refusal' in issued) throw issued.refusal;

  try {
    const texts = codeTexts(request.language);
    const text = request.notice === 'already-registered' ? texts.alreadyRegistered : texts.code(code);
    if (request.channel === 'sms') await deps.sms.send(request.recipient, text);
    else await deps.mail.send({ to: request.recipient, subject: texts.mailSubject, text: texts.code(code) });
  } catch {
    await withdrawCode(deps.db, issued.id);
    throw request.channel === 'sms'
      ? new ApiError(502, 'sms_unknown_error', 'Unknown error, please contact customer service')
      : new ApiError(502, 'mail_unknown_error', 'Unknown error, please contact customer service');
  }
  return { expiredMinutes: CODE_POLICY.expiredMinutes };
}
