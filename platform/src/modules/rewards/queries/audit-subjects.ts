// How the audit trail reads a mission and a member's points (core/admin/admin-audit.ts).
import { eq } from 'drizzle-orm';
import { isoOrNull as iso, rowSubject, type AuditSubject } from '../../../core/admin/admin-audit';
import { memberRead } from '../../accounts';
import { pointBalanceOf } from '../rules/points';
import { missions } from '../schema-loyalty';

export function memberPointsSubject(account: string): AuditSubject {
  return memberRead(account, async (ex, member) => ({ points: await pointBalanceOf(ex, member.id) }));
}

export function missionSubject(id: number): AuditSubject {
  return rowSubject('mission', id, (ex) => ex.select().from(missions).where(eq(missions.id, id)), (row) => ({
    title: row.title,
    metric: row.metric,
    series: row.series,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    milestones: row.milestones.length,
    turnoverMultiple: row.turnoverMultiple,
  }));
}
