// The operator's gaming licence (spec §2 legal licence popup): GET /wps/system/licence answers the
// authority, number and statement in the reader's language (null until the operator sets one);
// PUT /admin/licence and DELETE /admin/licence (X-Operator-Key) change it and revalidate the
// portal's copy (the site-resources tag: the licence is one of the site's resources).
import type { FastifyPluginAsync } from 'fastify';
import { TAGS } from '../../../../../contract/cache-tags';
import { storedLicenceSchema, type SiteLicence, type StoredLicence } from '../../../../../contract/site-licence';
import type { RoutesOptions } from '../../../context';
import { LICENCE_SETTING_KEY } from '../queries/site-setting-keys';
import { readSetting, writeSetting } from '../../../core/database/settings';
import type { Executor } from '../../../core/database/client';
import { ok } from '../../../core/http/envelope';
import { pickLanguage, requestLanguage } from '../../../core/localized';
import { notifyRevalidate } from '../../../core/http/revalidate';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { asSettingChange } from '../../../core/admin/admin-audit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The stored licence, or null: none was set (no licence is shown until the operator sets one), or
 * the operator removed it (`false` is stored: the settings column holds no SQL null).
 */
async function readLicence(ex: Executor): Promise<StoredLicence | null> {
  const stored = await readSetting<StoredLicence | false>(ex, LICENCE_SETTING_KEY);
  return stored || null;
}

export function licenceIn(stored: StoredLicence | null, language: string | undefined): SiteLicence {
  if (!stored) return null;
  return { authority: stored.authority, number: stored.number, text: pickLanguage(stored.text, language), ...(stored.imageUrl ? { imageUrl: stored.imageUrl } : {}) };
}

export const siteLicenceRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/wps/system/licence', async (request) =>
    ok(licenceIn(await readLicence(ctx.db), requestLanguage(request.headers, request.query))),
  );
};

export const adminSiteLicenceRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/licence', async () => ok(await readLicence(ctx.db)));

  app.put('/licence', { schema: { body: storedLicenceSchema } }, async (request) => {
    const licence = request.body;
    await asSettingChange(ctx, request, 'licence', () => writeSetting(ctx.db, LICENCE_SETTING_KEY, licence));
    await notifyRevalidate(ctx.revalidate, [TAGS.siteResources], request.log);
    return ok(licence);
  });

  /** No licence shown: the portal hides the licence entry. */
  app.delete('/licence', async (request) => {
    await asSettingChange(ctx, request, 'licence', () => writeSetting(ctx.db, LICENCE_SETTING_KEY, false));
    await notifyRevalidate(ctx.revalidate, [TAGS.siteResources], request.log);
    return ok(null);
  });
};
