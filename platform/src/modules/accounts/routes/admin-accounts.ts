// Operator API for the accounts side (X-Operator-Key): the SMS and mail outboxes, the SMS policy,
// lifting an account lock.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RoutesOptions } from '../../../context';
import { readSmsPolicy, updateSmsPolicy } from '../queries/accounts-settings';
import { errors, ok } from '../../../core/http/envelope';
import { unlockAccount } from '../rules/lockout';
import { parseOrFail } from '../../../core/http/validation';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange, settingSubject } from '../../../core/admin/admin-audit';
import { memberSubject } from '../queries/audit-subjects';
import { outboxMail, outboxSms } from '../rules/accounts-actions';

const outboxQuery = z.object({
  recipient: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

const accountParams = z.object({ account: z.string().trim().min(1).max(64) });

const policyBody = z.union([z.literal('reset'), z.record(z.string(), z.unknown())]);

export const adminAccountsRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);

  app.get('/outbox/sms', async (request) => {
    const { recipient, limit } = parseOrFail(outboxQuery, request.query);
    return ok(await outboxSms(ctx.db, recipient, limit));
  });

  app.get('/outbox/mail', async (request) => {
    const { recipient, limit } = parseOrFail(outboxQuery, request.query);
    return ok(await outboxMail(ctx.db, recipient, limit));
  });

  app.get('/sms-policy', async () => ok(await readSmsPolicy(ctx.db)));

  /** POST /admin/members/:account/unlock — lifts a login lock and clears the failure count. */
  app.post('/members/:account/unlock', async (request) => {
    const { account } = parseOrFail(accountParams, request.params);
    const unlocked = await auditChange(ctx, request, memberSubject(account.toLowerCase()), () => unlockAccount(ctx.db, account));
    if (!unlocked) throw errors.notFound();
    request.log.info({ memberId: unlocked.memberId }, 'account unlocked by operator');
    return ok(unlocked);
  });

  /** Body: a partial policy, or "reset" for the defaults. */
  app.post('/sms-policy', async (request) => {
    const patch = parseOrFail(policyBody, request.body);
    const policy = await auditChange(ctx, request, settingSubject('smsPolicy', readSmsPolicy), () => updateSmsPolicy(ctx.db, patch));
    await ctx.accounts.smsPolicy.invalidate();
    return ok(policy);
  });
};
