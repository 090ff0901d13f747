import { randomBytes } from 'node:crypto';
import { defineRoute } from '@/lib/bff/define-route';
import { completeLogin } from '@/lib/bff/login-outcome';
import { freePlayLogin } from '@/lib/wps/accounts';

/** POST /api/session/trial — free-play (trial) login with a random string (spec §7). */
export const POST = defineRoute({ access: 'public' }, async ({ caller, session }) => {
  const current = await session();
  const result = await freePlayLogin(randomBytes(24).toString('base64url'), caller);
  return completeLogin(current, result, { audience: 'member', caller });
});
