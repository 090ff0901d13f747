// Notices: the home marquee and the notice modal (spec §2).
import { desc, eq } from 'drizzle-orm';
import { pickLanguage } from '../domain/localized';
import type { Executor } from './client';
import { notices } from './schema-content';

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
