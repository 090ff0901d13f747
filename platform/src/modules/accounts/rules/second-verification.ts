// Completing a login challenge (spec §4 second verification): a code sent to the bound phone or
// e-mail, the real payee name, or the Google authenticator code. Wrong answers count against the
// challenge (5 kill it) and, like wrong passwords, toward the locks of the device and address they
// come from (login-policy.ts), without a captcha: whoever answers knew the password.
import { languageOfMember } from './member-language';
import { z } from 'zod';
import { findProfile } from '../queries/accounts';
import { addChallengeAttempt, completeChallenge, findChallenge } from '../queries/challenges';
import { findMemberById, type Member } from '../queries/members';
import { redeemCode } from '../queries/verification-codes';
import type { AccountsDeps, Client } from './accounts-deps';
import { hitIpLimit, sendCode, type CodeSent } from './code-sender';
import { challengeErrors, challengeMethods, hashChallengeId, isChallengeLive, payeeNameMatches, VERIFY_METHODS } from './login-challenge';
import { accountLocked, recordMemberFailure, standingOf } from './login';
import { parsePhone } from './phone';
import { startSession, type LoginSuccess } from './session-start';
import { openSecret, verifyTotp } from './totp';
import { assertCode, codeErrors, codeMissing, hashCode, type CodeVerdict } from './verification-code';

export const sendChallengeCodeSchema = z.object({
  challenge: z.string().min(16).max(128),
  method: z.enum(['sms', 'email']),
});

export const verifyChallengeSchema = z.object({
  challenge: z.string().min(16).max(128),
  method: z.enum(VERIFY_METHODS),
  code: z.unknown().optional(),
});

async function liveChallenge(deps: AccountsDeps, id: string, ip: string) {
  const challenge = await findChallenge(deps.db, hashChallengeId(id));
  if (!isChallengeLive(challenge, ip, new Date())) throw challengeErrors.expired();
  const member = await findMemberById(deps.db, challenge.memberId);
  if (!member) throw challengeErrors.expired();
  const profile = await findProfile(deps.db, member.id);
  return { challenge, member, profile, methods: challengeMethods({ ...member, totpEnabled: Boolean(profile?.totpEnabledAt) }) };
}

function recipientFor(member: Member, dialingCode: string | null | undefined, method: 'sms' | 'email'): string {
  if (method === 'email') return member.email!.trim().toLowerCase();
  return parsePhone(member.mobile, dialingCode ?? undefined).e164;
}

export async function sendChallengeCode(
  deps: AccountsDeps,
  input: z.infer<typeof sendChallengeCodeSchema>,
  client: Client,
): Promise<CodeSent> {
  const { member, profile, methods } = await liveChallenge(deps, input.challenge, client.ip);
  if (!methods.includes(input.method)) throw challengeErrors.methodUnavailable();
  await hitIpLimit(deps, client.ip);
  return sendCode(deps, {
    channel: input.method === 'sms' ? 'sms' : 'mail',
    recipient: recipientFor(member, profile?.countryDialingCode, input.method),
    purpose: 'verify',
    ip: client.ip,
    language: await languageOfMember(deps.db, member.id, client.language),
  });
}

export async function verifyChallenge(
  deps: AccountsDeps,
  input: z.infer<typeof verifyChallengeSchema>,
  client: Client,
): Promise<LoginSuccess> {
  const { member, profile, methods } = await liveChallenge(deps, input.challenge, client.ip);
  const now = new Date();
  await standingOf(deps.db, member, member.account, client, now);
  if (!methods.includes(input.method)) throw challengeErrors.methodUnavailable();
  if (codeMissing(input.code)) throw codeErrors.missing();
  const answer = String(input.code).trim();

  const idHash = hashChallengeId(input.challenge);
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await findChallenge(tx, idHash, true);
    if (!isChallengeLive(current, client.ip, now)) return { verdict: 'dead' as const };
    let verdict: CodeVerdict;
    if (input.method === 'sms' || input.method === 'email') {
      const recipient = recipientFor(member, profile?.countryDialingCode, input.method);
      verdict = await redeemCode(tx, recipient, 'verify', hashCode(deps.keys.codes, recipient, 'verify', answer), now);
    } else if (input.method === 'payeeName') {
      verdict = payeeNameMatches(member.payeeName, answer) ? 'ok' : 'invalid';
    } else {
      const secret = profile?.totpSecret ? openSecret(deps.keys.totp, profile.totpSecret) : null;
      verdict = secret && (await verifyTotp(secret, answer, now.getTime())) ? 'ok' : 'invalid';
    }
    if (verdict !== 'ok') {
      await addChallengeAttempt(tx, idHash);
      return { verdict };
    }
    await completeChallenge(tx, idHash, now);
    return { verdict, success: await startSession(tx, member, client, now) };
  });

  if (outcome.verdict === 'dead') throw challengeErrors.expired();
  if (outcome.verdict !== 'ok') {
    if (await recordMemberFailure(deps, member, client)) throw accountLocked();
    assertCode(outcome.verdict);
  }
  return outcome.success!;
}
