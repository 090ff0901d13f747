// Operator API for loyalty under /admin (X-Operator-Key): rebate settings per series, the VIP
// ladder, missions, and the loyalty jobs run now (npm run ops -- loyalty …). The runs are the jobs'
// own functions: a second run pays nothing twice.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { recordIdParam } from '../../../../../contract/record-id';
import { missionInput, rebateSettingInput, vipLevelsInput } from '../../../../../contract/loyalty';
import type { RoutesOptions } from '../../../context';
import { errors, ok } from '../../../core/http/envelope';
import { createMission, endMission, listMissions } from '../rules/loyalty-missions';
import { rebateSettingsFor, writeRebateSetting } from '../rules/loyalty-rebate';
import { publicLevel, readVipLevels, reviewVipMonth, writeVipLevels } from '../rules/loyalty-vip';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange, auditCreated, auditRun, settingSubject } from '../../../core/admin/admin-audit';
import { missionSubject } from '../queries/audit-subjects';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { autoRebateUntil, settleAutomaticRebates, upgradeRecentBettors } from '../jobs/loyalty';

const missionParams = z.object({ id: recordIdParam });
const rebateRunBody = z.object({ until: z.iso.datetime({ offset: true }).optional(), force: z.boolean().default(false) });
const reviewBody = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

export const adminLoyaltyRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/loyalty/rebate-settings', async () => ok({ settings: await rebateSettingsFor(ctx.db, null) }));
  app.post('/loyalty/rebate-settings', { schema: { body: rebateSettingInput } }, async (request) => {
    const setting = request.body;
    await auditChange(ctx, request, settingSubject('loyaltyRebate', (ex) => rebateSettingsFor(ex, null)), () => writeRebateSetting(ctx.db, setting));
    return ok({ settings: await rebateSettingsFor(ctx.db, null) });
  });

  app.get('/loyalty/vip-levels', async () => ok({ levels: (await readVipLevels(ctx.db)).map(publicLevel) }));
  app.post('/loyalty/vip-levels', { schema: { body: vipLevelsInput } }, async (request) => {
    const { levels } = request.body;
    const vipLevels = settingSubject('vipLevels', async (ex) => (await readVipLevels(ex)).map(publicLevel));
    return ok({ levels: (await auditChange(ctx, request, vipLevels, () => ctx.db.transaction((tx) => writeVipLevels(tx, levels)))).map(publicLevel) });
  });

  app.get('/loyalty/missions', async () => ok({ missions: await listMissions(ctx.db, new Date()) }));
  app.post('/loyalty/missions', { schema: { body: missionInput } }, async (request) => {
    const mission = await createMission(ctx.db, request.body);
    await auditCreated(ctx, request, missionSubject(mission.id));
    return ok({ missionId: mission.id });
  });
  app.post('/loyalty/missions/:id/end', { schema: { params: missionParams } }, async (request) => {
    const { id } = request.params;
    if (!(await auditChange(ctx, request, missionSubject(id), () => endMission(ctx.db, id, new Date())))) throw errors.notFound(`No running or upcoming mission ${id}`);
    return ok({ missionId: id, ended: true });
  });

  /** The automatic rebate now: bets before `until` (default: the start of today, site time). */
  app.post('/loyalty/rebate/run', { schema: { body: bodyOrEmpty(rebateRunBody) } }, async (request) => {
    const { until, force } = request.body;
    const end = until ? new Date(until) : autoRebateUntil(new Date());
    if (end.getTime() > Date.now()) throw errors.validationFailed(['until']);
    const settled = await settleAutomaticRebates(ctx.db, ctx.ledger, end, { force });
    auditRun(request, 'loyalty-rebate-run', end.toISOString(), settled);
    return ok(settled);
  });
  app.post('/loyalty/vip/upgrade', async (request) => {
    const now = new Date();
    const since = new Date(now.getTime() - 86_400_000);
    const upgraded = await upgradeRecentBettors(ctx.db, ctx.ledger, since, now);
    auditRun(request, 'vip-upgrade-run', since.toISOString(), { upgraded });
    return ok({ upgraded });
  });
  app.post('/loyalty/vip/review', { schema: { body: reviewBody } }, async (request) => {
    const { month } = request.body;
    const reviewed = await reviewVipMonth(ctx.db, month);
    auditRun(request, 'vip-review', month, reviewed);
    return ok(reviewed);
  });
};
