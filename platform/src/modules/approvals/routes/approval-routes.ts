// /admin approvals (issue #28): the four-eyes queue, deciding a manual adjustment, and the owner's
// thresholds. A withdrawal's second approval is its ordinary approve action (admin-withdrawals.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { APPROVAL_KINDS, APPROVAL_STATES, fourEyesSettingsSchema } from '../../../../../contract/four-eyes';
import { fromMinor } from '../../../../../contract/money';
import { plainLine } from '../../../../../contract/control-characters';
import type { RoutesOptions } from '../../../context';
import { inLedgerTransaction } from '../../ledger';
import { ok } from '../../../core/http/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { recordIdParam } from '../../../../../contract/record-id';
import { actorOf, guardAdmin } from '../../../core/admin/admin-guard';
import { decideApproval, fourEyesErrors, fourEyesSettings, listApprovals, type ApprovalRow } from '../rules/four-eyes';
import { postAdjustment } from '../rules/manual-adjustment';

const listQuery = z.object({
  kind: z.enum(APPROVAL_KINDS).optional(),
  state: z.enum(APPROVAL_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const decisionParams = z.object({ id: recordIdParam, decision: z.enum(['approve', 'reject']) });
const decisionBody = z.object({ reason: plainLine(z.string().trim().min(1).max(500)).optional() }).default({});

const view = (row: ApprovalRow) => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  amount: fromMinor(row.amount),
  reason: row.reason,
  state: row.state,
  requestedBy: row.requestedBy,
  decidedBy: row.decidedBy,
  decisionReason: row.decisionReason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export const approvalRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/approvals', { schema: { querystring: listQuery } }, async (request) => ok((await listApprovals(ctx.db, request.query)).map(view)));

  app.post('/approvals/adjustments/:id/:decision', { schema: { params: decisionParams, body: bodyOrEmpty(decisionBody) } }, async (request) => {
    const { id, decision } = request.params;
    const { reason } = request.body;
    const actor = actorOf(request);
    const result = await inLedgerTransaction(ctx.db, ctx.ledger, async (writer) => {
      const decided = await decideApproval(writer.tx, id, { state: decision === 'approve' ? 'approved' : 'rejected', decidedBy: actor, reason: reason ?? null });
      if (decided.kind !== 'adjustment') throw fourEyesErrors.notFound();
      if (decision === 'reject') return { approval: decided, posted: null };
      const params = decided.params as { account: string; remark: string };
      const posted = await postAdjustment(
        writer,
        { memberId: decided.memberId, account: params.account, amount: decided.amount, remark: params.remark },
        `adjust:approval:${decided.id}`,
        actor,
      );
      return { approval: decided, posted };
    });
    request.audit = {
      objectType: 'approval',
      objectId: String(id),
      before: { state: 'pending' },
      after: { state: result.approval.state, decidedBy: actor, balance: result.posted?.balance ?? null },
      reason: reason ?? null,
    };
    return ok({ ...view(result.approval), balance: result.posted?.balance ?? null });
  });

  app.get('/four-eyes/settings', async () => ok(await fourEyesSettings.read(ctx.db)));

  app.put('/four-eyes/settings', { schema: { body: fourEyesSettingsSchema.partial() } }, async (request) => {
    const patch = request.body;
    const before = await fourEyesSettings.read(ctx.db);
    const after = await fourEyesSettings.update(ctx.db, patch);
    request.audit = { objectType: 'setting', objectId: 'fourEyes', before, after };
    return ok(after);
  });
};
