// A settings group's versions, read from the audit trail (the one record of every change): its
// version is the number of changes recorded for it, its last change who made it and when. Changes
// made before this module (the older per-setting routes) count where they recorded the group.
import type { SettingsGroup, SettingsHistoryRow, SettingsVersion } from '../../../../../contract/operator-settings';
import type { Executor } from '../../../core/database/client';
import { and, count, eq, lt } from 'drizzle-orm';
import { auditLog } from '../schema';
import { readAudit } from '../staff/audit-trail';

/** How the audit trail names a settings group's changes. */
export const SETTING_OBJECT_TYPE = 'setting';

export async function versionOf(ex: Executor, group: SettingsGroup): Promise<SettingsVersion> {
  const [changes] = await ex
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.objectType, SETTING_OBJECT_TYPE), eq(auditLog.objectId, group), lt(auditLog.status, 400)));
  const [last] = await readAudit(ex, { objectType: SETTING_OBJECT_TYPE, objectId: group, succeeded: true, limit: 1 });
  return { version: Number(changes?.n ?? 0), changedAt: last ? last.at.toISOString() : null, changedBy: last?.actor ?? null };
}

export async function historyOf(ex: Executor, group: SettingsGroup, limit: number, before?: bigint): Promise<SettingsHistoryRow[]> {
  const rows = await readAudit(ex, { objectType: SETTING_OBJECT_TYPE, objectId: group, succeeded: true, before, limit });
  return rows.map((row) => ({ id: row.id.toString(), at: row.at.toISOString(), actor: row.actor, action: row.action, before: row.before, after: row.after, reason: row.reason }));
}
