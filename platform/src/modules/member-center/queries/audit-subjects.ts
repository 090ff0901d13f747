// How the audit trail reads a member's feedback (core/admin/admin-audit.ts).
import { eq } from 'drizzle-orm';
import { isoOrNull as iso, rowSubject, type AuditSubject } from '../../../core/admin/admin-audit';
import { feedback } from '../schema-member-center';

export function feedbackSubject(id: number): AuditSubject {
  return rowSubject('feedback', id, (ex) => ex.select().from(feedback).where(eq(feedback.id, id)), (row) => ({
    memberId: row.memberId,
    type: row.type,
    repliedAt: iso(row.repliedAt),
    replyMessageId: row.replyMessageId,
  }));
}
