import { defineRoute } from '@/lib/bff/define-route';
import { visitorSystemStatus } from '@/lib/wps/system';

/** GET /api/system/status — the system status as the upstream sees this visitor, with their IP (blocked screen). */
export const GET = defineRoute({ access: 'public' }, async ({ caller }) => {
  const { status, location } = await visitorSystemStatus(caller);
  return { status, ip: location?.ip ?? null };
});
