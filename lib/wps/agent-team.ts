import 'server-only';
import { z } from 'zod';
import {
  affiliateUrl,
  affiliateUrlsAnswer,
  createdDownline,
  downlineEdited,
  downlineRebatesAnswer,
  downlinesAnswer,
  globalRebateSettingsAnswer,
  registeredAffiliatesAnswer,
  type AffiliateUrl,
  type AffiliateUrlsAnswer,
  type CreateAffiliateUrlBody,
  type CreateDownlineBody,
  type CreatedDownline,
  type DownlineRebatesAnswer,
  type DownlineRebatesBody,
  type DownlineRow,
  type DownlinesAnswer,
  type downlinesQuery,
  type DownlineStatusBody,
  type GlobalRebateSettingsAnswer,
  type PromoteBody,
  type registeredAffiliatesQuery,
  type RegisteredAffiliatesAnswer,
} from '@/contract/agent-team';
import { wpsFetch, type WpsCaller } from './client';

/** GET /wps/agent/globalRebateSettings: the platform's ceiling per series. */
export function globalRebateSettings(caller: WpsCaller): Promise<GlobalRebateSettingsAnswer> {
  return wpsFetch('/wps/agent/globalRebateSettings', { schema: globalRebateSettingsAnswer, caller });
}

/** GET /wps/agent/downlineRebates[?memberId]: rates and the bounds the caller may set. */
export function downlineRebates(caller: WpsCaller, memberId?: number): Promise<DownlineRebatesAnswer> {
  return wpsFetch('/wps/agent/downlineRebates', { schema: downlineRebatesAnswer, caller, query: { memberId } });
}

/** POST /wps/agent/downline (encrypt): a new downline agent or member. */
export function createDownline(caller: WpsCaller, body: CreateDownlineBody): Promise<CreatedDownline> {
  return wpsFetch('/wps/agent/downline', { schema: createdDownline, caller, method: 'POST', body, encrypt: true });
}

/** GET /wps/agent/downlines */
export function downlines(caller: WpsCaller, query: z.infer<typeof downlinesQuery>): Promise<DownlinesAnswer> {
  return wpsFetch('/wps/agent/downlines', { schema: downlinesAnswer, caller, query });
}

/** PUT /wps/agent/downlineStatus */
export function setDownlineStatus(caller: WpsCaller, body: DownlineStatusBody): Promise<DownlineRow> {
  return wpsFetch('/wps/agent/downlineStatus', { schema: downlineEdited, caller, method: 'PUT', body });
}

/** PUT /wps/agent/downlineRebates */
export function setDownlineRebates(caller: WpsCaller, body: DownlineRebatesBody): Promise<DownlineRow> {
  return wpsFetch('/wps/agent/downlineRebates', { schema: downlineEdited, caller, method: 'PUT', body });
}

/** PUT /wps/agent/promoteDownlineToAgent */
export function promoteDownline(caller: WpsCaller, body: PromoteBody): Promise<DownlineRow> {
  return wpsFetch('/wps/agent/promoteDownlineToAgent', { schema: downlineEdited, caller, method: 'PUT', body });
}

/** POST /wps/agent/affiliateUrl */
export function createAffiliateUrl(caller: WpsCaller, body: CreateAffiliateUrlBody): Promise<AffiliateUrl> {
  return wpsFetch('/wps/agent/affiliateUrl', { schema: affiliateUrl, caller, method: 'POST', body });
}

/** GET /wps/agent/affiliateUrls */
export function affiliateUrls(caller: WpsCaller): Promise<AffiliateUrlsAnswer> {
  return wpsFetch('/wps/agent/affiliateUrls', { schema: affiliateUrlsAnswer, caller });
}

/** DELETE /wps/agent/affiliateUrl?affiUrlId= */
export function deleteAffiliateUrl(caller: WpsCaller, affiUrlId: number): Promise<{ deleted: true }> {
  return wpsFetch('/wps/agent/affiliateUrl', { schema: z.object({ deleted: z.literal(true) }), caller, method: 'DELETE', query: { affiUrlId } });
}

/** GET /wps/agent/registeredAffiliates */
export function registeredAffiliates(caller: WpsCaller, query: z.infer<typeof registeredAffiliatesQuery>): Promise<RegisteredAffiliatesAnswer> {
  return wpsFetch('/wps/agent/registeredAffiliates', { schema: registeredAffiliatesAnswer, caller, query });
}
