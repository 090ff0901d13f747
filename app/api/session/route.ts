import { defineRoute } from '@/lib/bff/define-route';
import { ensureDeviceId } from '@/lib/bff/device-id';
import { completeLogin } from '@/lib/bff/login-outcome';
import { rememberChallenge } from '@/lib/bff/login-challenge';
import { publicSession, sessionFromLogin } from '@/lib/session';
import { loginRequestSchema } from '@/lib/validation/accounts';
import { WpsError } from '@/lib/wps/envelope';
import { memberInfo } from '@/lib/wps/member';
import { login, logout } from '@/lib/wps/session';

/** GET /api/session — the current member, or 401. Checks the token upstream so a revoked one logs out. */
export const GET = defineRoute({ access: 'optional' }, async ({ caller, session }) => {
  // A guest is a normal state on every page load, not an error (no red console line): isLogin false.
  if (!caller.token) return publicSession({});
  const info = await memberInfo(caller);
  const current = await session();
  Object.assign(current, sessionFromLogin(caller.token, info));
  await current.save();
  return { ...publicSession(current), currencySymbol: info.currencySymbol };
});

/**
 * POST /api/session — log in by `{ type: 'username', username, password, captcha? }` or
 * `{ type: 'sms', mobileNum, countryDialingCode, verificationCode }`, on the member or agent side.
 */
export const POST = defineRoute({ access: 'public', body: loginRequestSchema }, async ({ caller: visitor, session, body: { audience, captcha, ...credentials } }) => {
  const current = await session();
  // The device id goes with the login (drawn now if the browser has none), so this browser becomes
  // known to the account and is judged by its own failures (docs/edge-and-security.md).
  const caller = { ...visitor, deviceId: await ensureDeviceId() };
  try {
    const result = await login({ ...credentials, ...(captcha ? { captcha, captchaKey: current.captchaKey } : {}) }, caller);
    const password = credentials.type === 'username' ? credentials.password : undefined;
    return await completeLogin(current, result, { audience, password, caller });
  } catch (error) {
    if (error instanceof WpsError && error.code === 'login_verify_required') return rememberChallenge(current, error.value, audience);
    throw error;
  }
});

/** DELETE /api/session — log out upstream and clear the cookie, whatever the upstream says. */
export const DELETE = defineRoute({ access: 'public' }, async ({ caller, session }) => {
  const current = await session();
  if (current.token) await logout({ ...caller, token: current.token }).catch(() => undefined);
  current.destroy();
  return { isLogin: false };
});
