import 'server-only';
import {
  rgStatus,
  statementMonth,
  type ExclusionBody,
  type RgStatus,
  type SetLimitBody,
  type StatementMonth,
} from '@/contract/responsible-gaming';
import { wpsFetch, type WpsCaller } from './client';

/** Responsible gaming (issue 17): the member's limits, reality check, breaks and statement. */

export function responsibleGamingStatus(caller: WpsCaller): Promise<RgStatus> {
  return wpsFetch('/wps/rg/status', { schema: rgStatus, caller });
}

export function setLimit(caller: WpsCaller, body: SetLimitBody): Promise<RgStatus> {
  return wpsFetch('/wps/rg/limit', { method: 'POST', schema: rgStatus, caller, body });
}

export function setRealityCheck(caller: WpsCaller, minutes: number | null): Promise<RgStatus> {
  return wpsFetch('/wps/rg/realityCheck', { method: 'POST', schema: rgStatus, caller, body: { minutes } });
}

export function takeExclusion(caller: WpsCaller, body: ExclusionBody): Promise<RgStatus> {
  return wpsFetch('/wps/rg/exclusion', { method: 'POST', schema: rgStatus, caller, body });
}

export function activityStatement(caller: WpsCaller, month: string): Promise<StatementMonth> {
  return wpsFetch('/wps/rg/statement', { schema: statementMonth, caller, query: { month } });
}
