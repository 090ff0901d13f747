// Notices: the home marquee and the notice modal (spec §2); the operator lists, adds and shows or hides them.
import { desc, eq, sql } from 'drizzle-orm';
import { pickLanguage } from '../../../core/localized';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { notices } from '../schema';
import { type LocalizedText } from '../../../core/localized';

export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
}

export async function listNotices(ex: Executor, language?: string): Promise<NoticeItem[]> {
  const rows = await ex.select().from(notices).where(eq(notices.enabled, true)).orderBy(desc(notices.publishedAt), desc(notices.id));
  return rows.map((row) => ({
    id: row.id,
    title: pickLanguage(row.title, language),
    content: pickLanguage(row.content, language),
    publishedAt: row.publishedAt.toISOString(),
  }));
}

export interface NoticeAdminRow {
  id: number;
  title: LocalizedText;
  content: LocalizedText;
  enabled: boolean;
  publishedAt: string;
}

function adminRowOf(row: typeof notices.$inferSelect): NoticeAdminRow {
  return { id: row.id, title: row.title, content: row.content, enabled: row.enabled, publishedAt: row.publishedAt.toISOString() };
}

/** Every notice, shown or hidden, newest first (the portal's order). */
export async function listAllNotices(ex: Executor): Promise<NoticeAdminRow[]> {
  return (await ex.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id))).map(adminRowOf);
}

export async function insertNotice(ex: Executor, input: { title: LocalizedText; content: LocalizedText }): Promise<NoticeAdminRow> {
  const [row] = await ex.insert(notices).values({ title: input.title, content: input.content }).returning();
  return adminRowOf(row);
}

/** Shows or hides one; whether it was shown before, read in the same statement (undefined when there is none). */
export async function updateNoticeEnabled(ex: Executor, id: number, enabled: boolean): Promise<boolean | undefined> {
  const rows = await ex.execute(sql`
    update ${notices} set enabled = ${enabled}
    from (select id, enabled from ${notices} where id = ${id} for update) as old
    where ${notices.id} = old.id
    returning old.enabled as before`);
  return rowsOf<{ before: boolean }>(rows)[0]?.before;
}
