import { randomBytes } from 'node:crypto';
import { callerFrom } from '@/lib/bff/caller';
import { completeLogin } from '@/lib/bff/login-outcome';
import { upstreamErrorResponse } from '@/lib/bff/responses';
import { crossSiteRefusal } from '@/lib/bff/same-site';
import { getSession } from '@/lib/session';
import { freePlayLogin } from '@/lib/wps/accounts';

/** POST /api/session/trial — free-play (trial) login with a random string (spec §7). */
export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const session = await getSession();
  const caller = callerFrom(request);
  try {
    const result = await freePlayLogin(randomBytes(24).toString('base64url'), caller);
    return await completeLogin(session, result, { audience: 'member', caller });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
