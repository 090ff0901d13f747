import 'server-only';
import { systemStatusSchema, type SystemStatus } from '@/lib/wps/system';
import { wpsFetch } from '@/lib/wps/client';

const TTL_MS = 5_000;
let cached: { at: number; status: SystemStatus | null } | undefined;
let inFlight: Promise<SystemStatus | null> | undefined;

/**
 * The system status as the proxy sees it, cached for 5 s per process so an operator's change
 * shows within seconds without asking the upstream on every request. If the upstream cannot be
 * reached the site keeps serving (null): pages then show their own errors.
 */
export async function currentSystemStatus(now = Date.now()): Promise<SystemStatus | null> {
  if (cached && now - cached.at < TTL_MS) return cached.status;
  inFlight ??= wpsFetch('/wps/system/status', { schema: systemStatusSchema, timeoutMs: 2_000 })
    .catch(() => null)
    .then((status) => {
      cached = { at: Date.now(), status };
      inFlight = undefined;
      return status;
    });
  return inFlight;
}
