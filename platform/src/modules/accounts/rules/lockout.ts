// Login locks: telling the owner, and lifting them (operator CLI `unlock`, admin API). Wrong
// passwords lock the device and address they came from out of the account (login-policy.ts); a
// wrong second verification, from someone who knew the password, locks the account itself.
import { findProfile } from '../queries/accounts';
import type { Db } from '../../../core/database/client';
import { clearScopeFailures } from '../queries/login-devices';
import { findMemberByAccount, resetLoginFailures, type Member } from '../queries/members';
import type { AccountsDeps } from './accounts-deps';
import { LOGIN_POLICY } from './login-policy';
import { parsePhone } from './phone';

const lockText = (account: string) =>
  `Royal Bet: after repeated wrong passwords, logins to your account ${account} from the device and network they came from ` +
  `were locked for ${LOGIN_POLICY.lockMs / 60_000} minutes; your other devices can still log in. ` +
  'If this was not you, change your password or contact customer service.';

/**
 * Tells the owner logins to their account were just locked (once while any lock of it lasts): by SMS
 * when a mobile number is on file, else by e-mail. Best effort: a gateway failure is logged by the caller, never turned into another answer.
 */
export async function notifyLockout(deps: AccountsDeps, member: Member): Promise<'sms' | 'mail' | 'none'> {
  const text = lockText(member.account);
  if (member.mobile) {
    const profile = await findProfile(deps.db, member.id);
    try {
      const phone = parsePhone(member.mobile, profile?.countryDialingCode ?? undefined);
      await deps.sms.send(phone.e164, text);
      return 'sms';
    } catch {
      // fall through to e-mail
    }
  }
  if (member.email) {
    await deps.mail.send({ to: member.email.trim().toLowerCase(), subject: 'Your Royal Bet account was locked', text });
    return 'mail';
  }
  return 'none';
}

/** Lifts every lock of `account` and clears its failure counts; undefined when there is no such account. */
export async function unlockAccount(db: Db, account: string): Promise<{ account: string; memberId: number } | undefined> {
  const member = await findMemberByAccount(db, account.trim().toLowerCase());
  if (!member) return undefined;
  await db.transaction(async (tx) => {
    await resetLoginFailures(tx, member.id);
    await clearScopeFailures(tx, member.account);
  });
  return { account: member.account, memberId: member.id };
}
