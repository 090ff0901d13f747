// Third-party sign-in identities: (provider, subject) → member.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { members } from '../schema-members';
import { externalIdentities } from '../schema-accounts';
import type { Member } from './members';

export type ExternalIdentity = typeof externalIdentities.$inferSelect;

export async function findExternalIdentity(ex: Executor, provider: string, subject: string): Promise<ExternalIdentity | undefined> {
  const [row] = await ex
    .select()
    .from(externalIdentities)
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
  return row;
}

/** Any member whose e-mail is this address, whatever the case. */
export async function findMemberByEmail(ex: Executor, email: string): Promise<Member | undefined> {
  const [member] = await ex
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return member;
}

export async function insertExternalIdentity(
  ex: Executor,
  row: { provider: string; subject: string; memberId: number; email: string | null },
): Promise<void> {
  await ex.insert(externalIdentities).values(row);
}
