// Operator API for the agent-transfer limits and the caps on accounts agents open (X-Operator-Key):
// GET and PUT /admin/agent-transfers/settings (amounts in satang) and
// /admin/agent-registration/settings; PUT takes any subset of the fields.
import type { FastifyPluginAsync } from 'fastify';
import { agentRegistrationSettingsPatch } from '../../../../../contract/agent-registration';
import { agentTransferSettingsPatch, transferLimitsInOrder } from '../../../../../contract/agent-transfers';
import type { RoutesOptions } from '../../../context';
import { readAgentRegistrationSettings, updateAgentRegistrationSettings } from '../queries/agent-registration-settings';
import { readAgentTransferSettings, updateAgentTransferSettings } from '../queries/agent-transfer-settings';
import { ApiError, ok } from '../../../core/http/envelope';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { asSettingChange } from '../../../core/admin/admin-audit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';

export const adminAgentTransferRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);
  app.get('/agent-transfers/settings', async () => ok(await readAgentTransferSettings(ctx.db)));
  app.put('/agent-transfers/settings', { schema: { body: bodyOrEmpty(agentTransferSettingsPatch) } }, async (request) => {
    const patch = request.body;
    const next = { ...(await readAgentTransferSettings(ctx.db)), ...patch };
    if (!transferLimitsInOrder(next)) {
      throw new ApiError(400, 'validation_failed', 'Need minPerTransfer ≤ maxPerTransfer ≤ maxPerDay', { fields: Object.keys(patch) });
    }
    return ok(await asSettingChange(ctx, request, 'agentRules', () => updateAgentTransferSettings(ctx.db, patch)));
  });
  app.get('/agent-registration/settings', async () => ok(await readAgentRegistrationSettings(ctx.db)));
  app.put('/agent-registration/settings', { schema: { body: bodyOrEmpty(agentRegistrationSettingsPatch) } }, async (request) => {
    const patch = request.body;
    return ok(await asSettingChange(ctx, request, 'agentRules', () => updateAgentRegistrationSettings(ctx.db, patch)));
  });
};
