// How the audit trail reads a banner (core/admin/admin-audit.ts).
import { eq } from 'drizzle-orm';
import { rowSubject, type AuditSubject } from '../../../core/admin/admin-audit';
import { banners } from '../schema';

export function bannerSubject(id: number): AuditSubject {
  return rowSubject('banner', id, (ex) => ex.select().from(banners).where(eq(banners.id, id)), (row) => ({
    group: row.groupName,
    title: row.title,
    linkageType: row.linkageType,
    url: row.url,
    sort: row.sort,
    enabled: row.enabled,
  }));
}
