// Operator API for the accounts side (X-Operator-Key): the SMS and mail outboxes, the SMS policy,
// lifting an account lock.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { readSmsPolicy, updateSmsPolicy } from '../queries/accounts-settings';
import { errors, ok } from '../../../core/http/envelope';
import { unlockAccount } from '../rules/lockout';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange, settingSubject } from '../../../core/admin/admin-audit';
import { memberSubject } from '../queries/audit-subjects';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxMail, outboxSms } from '../rules/accounts-actions';

const outboxQuery = z.object({
  recipient: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

const accountParams = z.object({ account: z.string().trim().min(1).max(64) });

const policyBody = z.union([z.literal('reset'), z.record(z.string(), z.unknown())]);

export const adminAccountsRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/outbox/sms', { schema: { querystring: outboxQuery } }, async (request) => {
    const { recipient, limit } = request.query;
    return ok(await outboxSms(ctx.db, recipient, limit));
  });

  app.get('/outbox/mail', { schema: { querystring: outboxQuery } }, async (request) => {
    const { recipient, limit } = request.query;
    return ok(await outboxMail(ctx.db, recipient, limit));
  });

  app.get('/sms-policy', async () => ok(await readSmsPolicy(ctx.db)));

  /** POST /admin/members/:account/unlock — lifts a login lock and clears the failure count. */
  app.post('/members/:account/unlock', { schema: { params: accountParams } }, async (request) => {
    const { account } = request.params;
    const unlocked = await auditChange(ctx, request, memberSubject(account.toLowerCase()), () => unlockAccount(ctx.db, account));
    if (!unlocked) throw errors.notFound();
    request.log.info({ memberId: unlocked.memberId }, 'account unlocked by operator');
    return ok(unlocked);
  });

  /** Body: a partial policy, or "reset" for the defaults. */
  app.post('/sms-policy', { schema: { body: policyBody } }, async (request) => {
    const patch = request.body;
    const policy = await auditChange(ctx, request, settingSubject('smsPolicy', readSmsPolicy), () => updateSmsPolicy(ctx.db, patch));
    await ctx.accounts.smsPolicy.invalidate();
    return ok(policy);
  });
};
