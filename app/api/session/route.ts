import { callerFrom } from '@/lib/bff/caller';
import { ensureDeviceId } from '@/lib/bff/device-id';
import { completeLogin } from '@/lib/bff/login-outcome';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { rememberChallenge } from '@/lib/bff/login-challenge';
import { crossSiteRefusal } from '@/lib/bff/same-site';
import { getSession, publicSession, sessionFromLogin } from '@/lib/session';
import { loginRequestSchema } from '@/lib/validation/accounts';
import { WpsError } from '@/lib/wps/envelope';
import { memberInfo } from '@/lib/wps/member';
import { login, logout } from '@/lib/wps/session';

/** GET /api/session — the current member, or 401. Checks the token upstream so a revoked one logs out. */
export async function GET(request: Request) {
  const session = await getSession();
  // A guest is a normal state on every page load, not an error (no red console line): isLogin false.
  if (!session.token) return jsonResponse(publicSession({}));
  try {
    const info = await memberInfo(callerFrom(request, session.token));
    Object.assign(session, sessionFromLogin(session.token, info));
    await session.save();
    return jsonResponse({ ...publicSession(session), currencySymbol: info.currencySymbol });
  } catch (error) {
    if (error instanceof WpsError && error.status === 401) {
      session.destroy();
      return errorResponse(401, error.code, 'You are not logged in, please login');
    }
    return upstreamErrorResponse(error);
  }
}

/**
 * POST /api/session — log in by `{ type: 'username', username, password, captcha? }` or
 * `{ type: 'sms', mobileNum, countryDialingCode, verificationCode }`, on the member or agent side.
 */
export async function POST(request: Request) {
  const input = await readJson(request, loginRequestSchema);
  if (!input.ok) return input.response;
  const { audience, captcha, ...credentials } = input.data;
  const session = await getSession();
  // The device id goes with the login (drawn now if the browser has none), so this browser becomes
  // known to the account and is judged by its own failures (docs/edge-and-security.md).
  const caller = { ...callerFrom(request), deviceId: await ensureDeviceId() };
  try {
    const result = await login(
      { ...credentials, ...(captcha ? { captcha, captchaKey: session.captchaKey } : {}) },
      caller,
    );
    const password = credentials.type === 'username' ? credentials.password : undefined;
    return await completeLogin(session, result, { audience, password, caller });
  } catch (error) {
    if (error instanceof WpsError && error.code === 'login_verify_required') {
      return rememberChallenge(session, error.value, audience);
    }
    return upstreamErrorResponse(error);
  }
}

/** DELETE /api/session — log out upstream and clear the cookie, whatever the upstream says. */
export async function DELETE(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const session = await getSession();
  if (session.token) {
    await logout(callerFrom(request, session.token)).catch(() => undefined);
  }
  session.destroy();
  return jsonResponse({ isLogin: false });
}
