// POST /wps/session/login/oidc: a verified provider identity becomes a session. A known identity
// logs its member in; an unknown one creates a member (type 0, wallet 0.00) unless a member already
// uses the provider's verified e-mail: linking needs that member logged in, so it is refused.
// The provider authenticated the person, so no second verification is asked (unlike password and
// SMS logins from an unrecorded IP); the lock of failed password attempts does not apply either.
import { createMember, lockKey } from '../queries/accounts';
import type { Executor } from '../../../core/database/client';
import { findExternalIdentity, findMemberByEmail, insertExternalIdentity } from '../queries/external-identities';
import { findMemberByAccount, findMemberById, type Member } from '../queries/members';
import type { AccountsDeps, Client } from './accounts-deps';
import {
  externalAccountName,
  nicknameFrom,
  oidcErrors,
  unguessablePassword,
  verifyOidc,
  type OidcDirectory,
  type OidcLoginInput,
  type VerifiedIdentity,
} from './oidc';
import { hashPassword } from './password';
import { startSession, type LoginSuccess } from './session-start';

export async function oidcLogin(
  deps: AccountsDeps,
  directory: OidcDirectory,
  input: OidcLoginInput,
  client: Client,
): Promise<LoginSuccess> {
  const identity = await verifyOidc(directory, input);
  return loginWithIdentity(deps, identity, client);
}

/** Member for a verified identity (found or created) and its session, in one transaction. */
export async function loginWithIdentity(deps: AccountsDeps, identity: VerifiedIdentity, client: Client): Promise<LoginSuccess> {
  const now = new Date();
  const passwordHash = await hashPassword(unguessablePassword());
  const outcome = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `oidc:${identity.provider}:${identity.subject}`);
    const known = await findExternalIdentity(tx, identity.provider, identity.subject);
    let member: Member | undefined;
    let created = false;
    if (known) {
      if (!known.active) return 'failed' as const;
      member = await findMemberById(tx, known.memberId);
      if (!member) return 'failed' as const;
    } else {
      if (identity.email && identity.emailVerified && (await findMemberByEmail(tx, identity.email))) return 'email_in_use' as const;
      member = await createExternalMember(tx, identity, passwordHash, client, now);
      created = true;
    }
    const success = await startSession(tx, member, client, now, { registered: created });
    // No password is involved: nothing can be expired; the first login is the one that created the member.
    return { ...success, firstTimeLogin: created, passwordExpired: false };
  });
  if (outcome === 'email_in_use') throw oidcErrors.emailInUse();
  if (outcome === 'failed') throw oidcErrors.failed();
  return outcome;
}

async function createExternalMember(
  tx: Executor,
  identity: VerifiedIdentity,
  passwordHash: string,
  client: Client,
  now: Date,
): Promise<Member> {
  let account = externalAccountName(identity.provider);
  while (await findMemberByAccount(tx, account)) account = externalAccountName(identity.provider);
  const email = identity.emailVerified ? identity.email : null;
  const member = await createMember(tx, {
    account,
    nickname: nicknameFrom(identity.name, account),
    type: 0,
    parentId: null,
    passwordHash,
    email,
    // Nobody knows the password, so there is none to change at the first login.
    firstTimeLogin: false,
    profile: { registerIp: client.ip, registerMethod: 'OIDC', emailVerifiedAt: email ? now : null },
    opening: { amount: '0.00', kind: 'opening_balance', reference: `oidc:${identity.provider}` },
  });
  await insertExternalIdentity(tx, { provider: identity.provider, subject: identity.subject, memberId: member.id, email: identity.email });
  return member;
}
