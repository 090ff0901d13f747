import { callerFrom } from '@/lib/bff/caller';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession, publicSession, sessionFromLogin } from '@/lib/session';
import { loginSchema } from '@/lib/validation/login';
import { WpsError } from '@/lib/wps/envelope';
import { memberInfo } from '@/lib/wps/member';
import { login, logout } from '@/lib/wps/session';

/** GET /api/session — the current member, or 401. Checks the token upstream so a revoked one logs out. */
export async function GET(request: Request) {
  const session = await getSession();
  if (!session.token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
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

/** POST /api/session — log in with `{ username, password, captcha? }`. */
export async function POST(request: Request) {
  const input = await readJson(request, loginSchema);
  if (!input.ok) return input.response;
  const session = await getSession();
  const { captchaKey } = session;
  try {
    const result = await login(
      { ...input.data, captchaKey: input.data.captcha ? captchaKey : undefined },
      callerFrom(request),
    );
    delete session.captchaKey;
    Object.assign(session, sessionFromLogin(result.token, result.member));
    await session.save();
    return jsonResponse({
      ...publicSession(session),
      firstTimeLogin: result.firstTimeLogin,
      passwordExpired: result.passwordExpired,
    });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}

/** DELETE /api/session — log out upstream and clear the cookie, whatever the upstream says. */
export async function DELETE(request: Request) {
  const session = await getSession();
  if (session.token) {
    await logout(callerFrom(request, session.token)).catch(() => undefined);
  }
  session.destroy();
  return jsonResponse({ isLogin: false });
}
