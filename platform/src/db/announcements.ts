// Announcements (types B, PL, PU, PR, H) and popups, which are announcements with an execution
// (A logged in, B anonymous, F first login) — spec §3, §7.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { pickLanguage } from '../domain/localized';
import { contentImageUrl } from './banners';
import type { Executor } from './client';
import { announcements, type AnnouncementImage, type LocalizedText } from './schema-content';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export type Execution = (typeof EXECUTIONS)[number];

export interface AnnouncementItem {
  id: number;
  type: string;
  execution: string | null;
  title: string;
  content: string;
  announcementImages: { sequence: number; url: string }[];
  promotionType: string | null;
  sequence: number;
  publishedAt: string;
}

export interface AnnouncementFilter {
  /** Public types (ANNOUNCEMENT_TYPES), or the agent center's 'A' (routes/agent-transfers.ts). */
  types: readonly string[];
  execution?: Execution;
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
    publishedAt: row.publishedAt.toISOString(),
  }));
}

export interface AnnouncementAdminRow {
  id: number;
  type: string;
  execution: string | null;
  title: LocalizedText;
  sequence: number;
  enabled: boolean;
}

export function listAllAnnouncements(ex: Executor): Promise<AnnouncementAdminRow[]> {
  return ex
    .select({
      id: announcements.id,
      type: announcements.type,
      execution: announcements.execution,
      title: announcements.title,
      sequence: announcements.sequence,
      enabled: announcements.enabled,
    })
    .from(announcements)
    .orderBy(asc(announcements.type), asc(announcements.sequence), asc(announcements.id));
}

export interface NewAnnouncement {
  type: AnnouncementType;
  execution?: Execution | null;
  title: LocalizedText;
  content: LocalizedText;
  promotionType?: string | null;
  sequence: number;
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
      images,
    })
    .returning();
  return { id: row.id, type: row.type, execution: row.execution, title: row.title, sequence: row.sequence, enabled: row.enabled };
}

export async function updateAnnouncementEnabled(ex: Executor, id: number, enabled: boolean): Promise<boolean> {
  const rows = await ex.update(announcements).set({ enabled }).where(eq(announcements.id, id)).returning({ id: announcements.id });
  return rows.length > 0;
}
