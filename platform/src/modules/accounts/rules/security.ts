// Security center (spec §2 securityCenter, §4 second verification): masked contact details and the
// Google authenticator lifecycle — setup (pending secret), enable with a first code, disable with
// a current code. The secret leaves the platform only in the setup answer; at rest it is sealed.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { findProfile } from '../queries/accounts';
import { findMemberById } from '../queries/members';
import { memberProfiles } from '../schema-accounts';
import type { AccountsDeps } from './accounts-deps';
import { ApiError } from '../../../core/http/envelope';
import { maskEmail, maskMobile } from '../../../core/masking';
import { newTotpSecret, openSecret, sealSecret, totpUri, verifyTotp } from './totp';
import { codeErrors } from './verification-code';

export const totpCodeSchema = z.object({ code: z.union([z.string().max(16), z.number()]).transform(String) });


export const totpErrors = {
  alreadyEnabled: () => new ApiError(400, 'totp_already_enabled', 'Google authenticator is already enabled'),
  notPending: () => new ApiError(400, 'totp_setup_required', 'Set up Google authenticator first'),
  notEnabled: () => new ApiError(400, 'totp_not_enabled', 'Google authenticator is not enabled'),
};

export interface SecurityOverview {
  mobile: string | null;
  email: string | null;
  payeeNameSet: boolean;
  totpEnabled: boolean;
}

export async function securityOverview(deps: AccountsDeps, memberId: number): Promise<SecurityOverview> {
  const member = await findMemberById(deps.db, memberId);
  const profile = await findProfile(deps.db, memberId);
  return {
    mobile: member?.mobile ? maskMobile(member.mobile) : null,
    email: member?.email ? maskEmail(member.email) : null,
    payeeNameSet: Boolean(member?.payeeName?.trim()),
    totpEnabled: Boolean(profile?.totpEnabledAt),
  };
}

async function saveTotp(deps: AccountsDeps, memberId: number, values: { totpSecret: string | null; totpEnabledAt: Date | null }) {
  await deps.db
    .insert(memberProfiles)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberProfiles.memberId, set: values });
}

export async function setupTotp(deps: AccountsDeps, memberId: number, account: string): Promise<{ secret: string; otpauthUrl: string }> {
  const profile = await findProfile(deps.db, memberId);
  if (profile?.totpEnabledAt) throw totpErrors.alreadyEnabled();
  const secret = newTotpSecret();
  await saveTotp(deps, memberId, { totpSecret: sealSecret(deps.keys.totp, secret), totpEnabledAt: null });
  return { secret, otpauthUrl: totpUri(account, secret) };
}

async function checkTotp(deps: AccountsDeps, memberId: number, sealed: string, code: string): Promise<void> {
  if (code.trim() === '') throw codeErrors.missing();
  await deps.limits.consume('totpPerMember', String(memberId));
  if (!(await verifyTotp(openSecret(deps.keys.totp, sealed), code))) throw codeErrors.invalid();
}

export async function enableTotp(deps: AccountsDeps, memberId: number, code: string): Promise<true> {
  const profile = await findProfile(deps.db, memberId);
  if (profile?.totpEnabledAt) throw totpErrors.alreadyEnabled();
  if (!profile?.totpSecret) throw totpErrors.notPending();
  await checkTotp(deps, memberId, profile.totpSecret, code);
  await deps.db
    .update(memberProfiles)
    .set({ totpEnabledAt: new Date() })
    .where(eq(memberProfiles.memberId, memberId));
  return true;
}

export async function disableTotp(deps: AccountsDeps, memberId: number, code: string): Promise<true> {
  const profile = await findProfile(deps.db, memberId);
  if (!profile?.totpEnabledAt || !profile.totpSecret) throw totpErrors.notEnabled();
  await checkTotp(deps, memberId, profile.totpSecret, code);
  await saveTotp(deps, memberId, { totpSecret: null, totpEnabledAt: null });
  return true;
}
