// Every operator setting in one place (issue #28 "Settings"): GET /admin/settings answers each
// group's value and version (settings:read); PUT /admin/settings/<group> replaces one group's value
// (system:edit for the site as a whole, settings:edit for the rest: contract SETTINGS_EDIT_PERMISSION),
// checked with the contract's schema and then by the group's store before anything is written; the
// change is recorded in the audit trail with before → after and its reason, the caches dropped and
// the portal told. GET /admin/settings/<group>/history: the group's recorded changes.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { controlCharacterPath } from '../../../../../contract/control-characters';
import {
  SETTINGS_EDIT_PERMISSION,
  SETTINGS_GROUPS,
  settingsChangeSchema,
  settingsGroupSchema,
  type OperatorSettings,
  type SettingsGroup,
} from '../../../../../contract/operator-settings';
import type { PlatformContext, RoutesOptions } from '../../../context';
import { ApiError, ok } from '../../../core/http/envelope';
import { notifyRevalidate } from '../../../core/http/revalidate';
import { guardAdmin } from '../../../core/admin/admin-guard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GROUP_STORES } from './settings-stores';
import { historyOf, SETTING_OBJECT_TYPE, versionOf } from './settings-history';

const historyParams = z.object({ group: settingsGroupSchema });
const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), before: z.string().regex(/^[1-9]\d{0,18}$/).optional() });

const settingsConflict = (version: number) =>
  new ApiError(409, 'settings_version_conflict', 'This setting was changed meanwhile: read it again before changing it', { version });

/** The body of a change, or validation_failed naming each field at fault and why (the contract's message). */
function changeOf<G extends SettingsGroup>(group: G, body: unknown) {
  const bad = controlCharacterPath(body);
  if (bad !== null) throw new ApiError(400, 'validation_failed', `Invalid fields: ${bad}`, { fields: [bad], problems: { [bad]: 'control_characters' } });
  const parsed = settingsChangeSchema(group).safeParse(body);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.join('.') || '(root)'] ??= issue.message;
  throw new ApiError(400, 'validation_failed', `Invalid fields: ${Object.keys(problems).join(', ')}`, { fields: Object.keys(problems), problems });
}

async function changeGroup<G extends SettingsGroup>(ctx: PlatformContext, request: FastifyRequest, group: G) {
  const { value, reason, version } = changeOf(group, request.body);
  const store = GROUP_STORES[group];
  if (version !== undefined) {
    // Another staff member's change since the form was opened is not overwritten unseen.
    const current = await versionOf(ctx.db, group);
    if (current.version !== version) throw settingsConflict(current.version);
  }
  await store.check?.(ctx, value);
  const before = await store.read(ctx, ctx.db);
  await ctx.db.transaction((tx) => store.write(ctx, tx, value, before));
  await store.invalidate?.(ctx);
  if (store.tags.length > 0) await notifyRevalidate(ctx.revalidate, [...store.tags], request.log);
  const after = await store.read(ctx, ctx.db);
  request.audit = { objectType: SETTING_OBJECT_TYPE, objectId: group, before, after, reason };
  return after;
}

export const settingsRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/settings', async () => {
    const entries = await Promise.all(
      SETTINGS_GROUPS.map(async (group) => {
        const [value, version] = await Promise.all([GROUP_STORES[group].read(ctx, ctx.db), versionOf(ctx.db, group)]);
        return [group, { value, editPermission: SETTINGS_EDIT_PERMISSION[group], ...version }] as const;
      }),
    );
    return ok(Object.fromEntries(entries) as OperatorSettings);
  });

  // One route per group: each has its own permission in admin-permissions.ts.
  for (const group of SETTINGS_GROUPS) {
    app.put(`/settings/${group}`, async (request) => ok({ group, value: await changeGroup(ctx, request, group) }));
  }

  app.get('/settings/:group/history', { schema: { params: historyParams, querystring: historyQuery } }, async (request) => {
    const { group } = request.params;
    const { limit, before } = request.query;
    return ok(await historyOf(ctx.db, group, limit, before === undefined ? undefined : BigInt(before)));
  });
};
