// System routes (spec §7): status (polled by every portal instance, so served from memory),
// whitelabel modules, site flags and the server-driven registration settings.
import type { FastifyPluginAsync } from 'fastify';
import { SYSTEM_STATUS } from '../../../../../contract/system';
import type { RoutesOptions } from '../../../context';
import { readConfiguredRegisterFields } from '../../accounts';
import { readSetting } from '../../../core/database/settings';
import { SETTING_KEYS, type WhitelabelNode } from '../queries/site-setting-keys';
import { COUNTRY_DIALING_CODES, registerFields } from '../../accounts';
import { ok } from '../../../core/http/envelope';
import { clientAddressOf, clientCountryOf } from '../../../core/http/client-address';
import { visitorStatusOf } from '../../../core/http/region';

export const systemRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  // Per visitor: an open site is region restricted (2) for an address or country the operator blocked.
  app.get('/wps/system/status', async (request) => {
    const { status: siteStatus, info, region } = await ctx.cache.system.get();
    const ip = clientAddressOf(request);
    const status = visitorStatusOf(siteStatus, region, ip, clientCountryOf(request));
    return ok({
      status,
      location: { ip },
      mainDomain: info.mainDomain,
      analytics: info.analytics,
      imageCDNs: info.imageCDNs,
      launchGameCDNs: info.launchGameCDNs,
      maintenance: status === SYSTEM_STATUS.maintenance ? info.maintenance : null,
      regionRestriction: status === SYSTEM_STATUS.regionBlocked,
    });
  });

  app.get('/wps/system/whitelabel', async () =>
    ok((await readSetting<WhitelabelNode[]>(ctx.db, SETTING_KEYS.whitelabel)) ?? []),
  );

  app.get('/wps/system/flags', async () => ok(await ctx.cache.flags.get()));

  app.get('/wps/system/setting/register', async () => {
    const flags = await ctx.cache.flags.get();
    return ok({
      methods: { username: flags.USERNAMEREG3 === true, mobile: flags.MOBILENUMREG3 === true },
      smsVerification: flags.REGMOBVERF3 === true,
      mobilePassword: flags.MOBILENUMPASSREG3 === true,
      fields: registerFields(flags.REGMOBVERF3 === true, await readConfiguredRegisterFields(ctx.db)),
      countryDialingCodes: [...COUNTRY_DIALING_CODES],
    });
  });

  // Third-party sign-in buttons (spec §2 register popup): configured OpenID Connect providers.
  app.get('/wps/system/oauth/providers', async () => ok(ctx.oidc.providers()));
};
