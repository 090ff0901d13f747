// Sessions keyed by the sha256 of the token; the token itself is never stored.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { members, sessions } from '../schema-members';

export async function createSession(
  ex: Executor,
  session: { tokenHash: string; memberId: number; ip: string; device: string; expiresAt: Date },
): Promise<void> {
  await ex.insert(sessions).values(session);
}

export interface SessionMember {
  tokenHash: string;
  memberId: number;
  account: string;
  nickname: string;
  type: number;
  firstTimeLogin: boolean;
}

/** The member behind a live session: not revoked, not expired. */
export async function findLiveSession(ex: Executor, tokenHash: string, now: Date): Promise<SessionMember | undefined> {
  const [row] = await ex
    .select({
      tokenHash: sessions.tokenHash,
      memberId: members.id,
      account: members.account,
      nickname: members.nickname,
      type: members.type,
      firstTimeLogin: members.firstTimeLogin,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function revokeSession(ex: Executor, tokenHash: string, now: Date): Promise<void> {
  await ex
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}
