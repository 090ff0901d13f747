// The operator's winner-board rule (issue #29): GET and PUT /admin/winner-board/settings, the
// minimum win the board lists. A change drops the portal's cached board.
import type { FastifyPluginAsync } from 'fastify';
import { TAGS } from '../../../../../contract/cache-tags';
import { winnerBoardSettingsPatch } from '../../../../../contract/winners';
import type { RoutesOptions } from '../../../context';
import { winnerBoardSettings } from '../queries/winners';
import { ok } from '../../../core/http/envelope';
import { notifyRevalidate } from '../../../core/http/revalidate';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { formatMoney } from '../../../core/money';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { auditChange, settingSubject } from '../../../core/admin/admin-audit';

export const winnerBoardAdminRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  app.get('/winner-board/settings', async () => ok(await winnerBoardSettings.read(ctx.db)));
  app.put('/winner-board/settings', { schema: { body: bodyOrEmpty(winnerBoardSettingsPatch) } }, async (request) => {
    const patch = request.body;
    const change = patch.minWinAmount === undefined ? {} : { minWinAmount: formatMoney(patch.minWinAmount) };
    const next = await auditChange(ctx, request, settingSubject('winnerBoard', winnerBoardSettings.read), () => winnerBoardSettings.update(ctx.db, change));
    await notifyRevalidate(ctx.revalidate, [TAGS.winnerBoard], request.log);
    return ok(next);
  });
};
