// The member's language (spec §4 "Language change: saved locally, server updated"): stored when
// the member registers and whenever the portal's language switch is used, then used for what the
// platform writes to the member outside a page — inbox messages and text messages.
import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../../../contract/languages';
import type { Executor } from '../../../core/database/client';
import { saveProfileValues } from '../queries/member-profile';
import { memberProfiles } from '../schema-accounts';

export async function storeLanguage(ex: Executor, memberId: number, language: Language): Promise<void> {
  await saveProfileValues(ex, memberId, { language });
}

/** The member's stored language, else the one the request asks in (if it is one of the site's), else none. */
export async function languageOfMember(ex: Executor, memberId: number, requested?: string): Promise<Language | undefined> {
  const [row] = await ex.select({ language: memberProfiles.language }).from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
  if (isLanguage(row?.language)) return row.language;
  return isLanguage(requested) ? requested : undefined;
}
