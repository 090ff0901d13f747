// How the audit trail reads a deposit and a withdrawal (core/admin/admin-audit.ts).
import { eq } from 'drizzle-orm';
import { fromMinor } from '../../../../../contract/money';
import { rowSubject, type AuditSubject } from '../../../core/admin/admin-audit';
import { depositOrders, withdrawalOrders } from '../schema';

export function depositSubject(depositId: string): AuditSubject {
  return rowSubject('deposit', depositId, (ex) => ex.select().from(depositOrders).where(eq(depositOrders.depositId, depositId)), (order) => ({
    state: order.state,
    amount: fromMinor(order.amount),
    decidedBy: order.decidedBy,
    remark: order.remark,
    bonusOutcome: order.bonusOutcome,
  }));
}

export function withdrawalSubject(id: number): AuditSubject {
  return rowSubject('withdrawal', id, (ex) => ex.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id)), (order) => ({
    state: order.state,
    amount: fromMinor(order.amount),
    fee: fromMinor(order.fee),
    decidedBy: order.decidedBy,
    remark: order.remark,
  }));
}
