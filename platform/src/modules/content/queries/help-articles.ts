// Help center articles by language (spec §7 GET /wps/system/helpCenter).
import { asc } from 'drizzle-orm';
import { pickLanguage } from '../../../core/localized';
import type { Executor } from '../../../core/database/client';
import { helpArticles } from '../schema';

export interface HelpArticle {
  id: number;
  slug: string;
  title: string;
  content: string;
}

export async function listHelpArticles(ex: Executor, language?: string): Promise<HelpArticle[]> {
  const rows = await ex.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: pickLanguage(row.title, language),
    content: pickLanguage(row.content, language),
  }));
}
