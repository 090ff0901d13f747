// The per-visitor decision made before a shared cached page is served (spec §2/§8), in one place:
// proxy.ts applies it to every page when Next answers alone, and the gate endpoint
// (app/api/edge/gate, asked by nginx's auth_request before it serves a page from its cache,
// docs/edge-cache.md) answers it as a status code.
import { SYSTEM_STATUS, type SystemStatusCode } from '@/contract/system';
import { visitorOf } from './client-address';
import { visitorStatus } from './visitor-status';

/**
 * - `blocked`: the operator restricts the visitor's address, range or country (or the whole site):
 *   the blocked screen, never a cached page;
 * - `maintenance`: the operator's maintenance: the maintenance screen;
 * - `open`: the shared page. So is a visitor the platform has not answered for yet
 *   (visitor-status.ts): their page shows the status it was rendered with, and proxy.ts refuses
 *   their state-changing calls.
 */
export type GateVerdict = 'open' | 'blocked' | 'maintenance';

export interface VisitorGate {
  /** What a page request gets. */
  verdict: GateVerdict;
  /** The status as visitor-status.ts has it (a state-changing BFF call is refused on it, unanswered included). */
  status: SystemStatusCode;
  /** The visitor's address, when known (the blocked screen prints it). */
  address?: string;
}

const OPEN: VisitorGate = { verdict: 'open', status: SYSTEM_STATUS.open };

export async function visitorGate(headers: Pick<Headers, 'get'>): Promise<VisitorGate> {
  const { address, country } = visitorOf(headers);
  if (!address) return OPEN;
  const status = await visitorStatus(address, country);
  if (status.status === SYSTEM_STATUS.regionBlocked) return { verdict: 'blocked', status: status.status, address };
  if (status.status === SYSTEM_STATUS.maintenance && !status.unanswered) return { verdict: 'maintenance', status: status.status, address };
  return { verdict: 'open', status: status.status, address };
}
