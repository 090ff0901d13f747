// Announcements (types B, PL, PU, PR, H) and popups, which are announcements with an execution
// (A logged in, B anonymous, F first login) — spec §3, §7.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ANNOUNCEMENT_TYPES, type AnnouncementType, type PopupExecution } from '../../../../../contract/announcements';
import { pickLanguage } from '../../../core/localized';
import { contentImageUrl } from './banners';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { announcements, type AnnouncementImage } from '../schema';
import { type LocalizedText } from '../../../core/localized';


export interface AnnouncementItem {
  id: number;
  type: string;
  execution: string | null;
  title: string;
  content: string;
  announcementImages: { sequence: number; url: string }[];
  promotionType: string | null;
  sequence: number;
  mustSee: boolean;
  publishedAt: string;
}

export interface AnnouncementFilter {
  /** Public types (ANNOUNCEMENT_TYPES), or the agent center's 'A' (modules/agents/routes/agent-transfers.ts). */
  types: readonly string[];
  execution?: PopupExecution;
}

export async function listAnnouncements(ex: Executor, filter: AnnouncementFilter, language?: string): Promise<AnnouncementItem[]> {
  const where: SQL[] = [eq(announcements.enabled, true), inArray(announcements.type, [...filter.types])];
  if (filter.execution) where.push(eq(announcements.execution, filter.execution));
  const rows = await ex
    .select()
    .from(announcements)
    .where(and(...where))
    .orderBy(asc(announcements.sequence), desc(announcements.publishedAt), desc(announcements.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    execution: row.execution,
    title: pickLanguage(row.title, language),
    content: pickLanguage(row.content, language),
    announcementImages: [...row.images]
      .sort((a, b) => a.sequence - b.sequence)
      .map((image) => ({ sequence: image.sequence, url: contentImageUrl(image.key, language) })),
    promotionType: row.promotionType,
    sequence: row.sequence,
    mustSee: row.mustSee,
    publishedAt: row.publishedAt.toISOString(),
  }));
}

export interface AnnouncementAdminRow {
  id: number;
  type: AnnouncementType;
  execution: PopupExecution | null;
  title: LocalizedText;
  promotionType: string | null;
  sequence: number;
  mustSee: boolean;
  enabled: boolean;
  publishedAt: string;
}

const adminColumns = {
  id: announcements.id,
  type: announcements.type,
  execution: announcements.execution,
  title: announcements.title,
  promotionType: announcements.promotionType,
  sequence: announcements.sequence,
  mustSee: announcements.mustSee,
  enabled: announcements.enabled,
  publishedAt: announcements.publishedAt,
};

function adminRowOf(row: Omit<AnnouncementAdminRow, 'type' | 'execution' | 'publishedAt'> & { type: string; execution: string | null; publishedAt: Date }): AnnouncementAdminRow {
  return { ...row, type: row.type as AnnouncementType, execution: row.execution as PopupExecution | null, publishedAt: row.publishedAt.toISOString() };
}

/**
 * Every announcement of the public portal (ANNOUNCEMENT_TYPES), shown or hidden, by type and the
 * portal's order; the agent center's own notices (type A, modules/agents/routes/agent-transfers.ts) are not the
 * content desk's.
 */
export async function listAllAnnouncements(ex: Executor): Promise<AnnouncementAdminRow[]> {
  const rows = await ex
    .select(adminColumns)
    .from(announcements)
    .where(inArray(announcements.type, [...ANNOUNCEMENT_TYPES]))
    .orderBy(asc(announcements.type), asc(announcements.sequence), asc(announcements.id));
  return rows.map(adminRowOf);
}

export interface NewAnnouncement {
  type: AnnouncementType;
  execution?: PopupExecution | null;
  title: LocalizedText;
  content: LocalizedText;
  promotionType?: string | null;
  sequence: number;
  /** An on-load popup shown on every visit, not once a day. */
  mustSee?: boolean;
  /** How many generated images to attach (sequence 1..n). */
  imageCount: number;
}

export async function insertAnnouncement(ex: Executor, input: NewAnnouncement): Promise<AnnouncementAdminRow> {
  const stem = `ann-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const images: AnnouncementImage[] = Array.from({ length: input.imageCount }, (_, i) => ({ sequence: i + 1, key: `${stem}-${i + 1}` }));
  const [row] = await ex
    .insert(announcements)
    .values({
      type: input.type,
      execution: input.execution ?? null,
      title: input.title,
      content: input.content,
      promotionType: input.promotionType ?? null,
      sequence: input.sequence,
      mustSee: input.mustSee ?? false,
      images,
    })
    .returning(adminColumns);
  return adminRowOf(row);
}

/**
 * Shows or hides one; whether it was shown before (undefined when there is none). The old value is
 * read in the same statement as the change (a self-join on the row as it was).
 */
export async function updateAnnouncementEnabled(ex: Executor, id: number, enabled: boolean): Promise<boolean | undefined> {
  const rows = await ex.execute(sql`
    update ${announcements} set enabled = ${enabled}
    from (select id, enabled from ${announcements} where id = ${id} for update) as old
    where ${announcements.id} = old.id
    returning old.enabled as before`);
  return rowsOf<{ before: boolean }>(rows)[0]?.before;
}
