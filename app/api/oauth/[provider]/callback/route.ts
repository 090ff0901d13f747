import { timingSafeEqual } from 'node:crypto';
import { defineRoute, segment } from '@/lib/bff/define-route';
import { startBrowserSession } from '@/lib/bff/login-outcome';
import { flowLocale, localizedPath, loginError, oauthErrorCode, redirectTo } from '@/lib/bff/oauth';
import { oidcLogin } from '@/lib/wps/oauth';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * GET /api/oauth/<provider>/callback?code&state — where the provider sends the browser back. The
 * state must be the one kept in the sealed session (else `/login?oauthError=state`); the platform
 * exchanges the code and verifies the identity; the login ends like any other (role check, sealed
 * cookie) and goes to / (agents: /agentHome). Every failure returns to the login modal.
 */
export const GET = defineRoute({ access: 'public', params: segment('provider', (provider) => provider) }, async ({ request, caller, session, params: { provider } }) => {
  const query = new URL(request.url).searchParams;
  const current = await session();
  const pending = current.oidc;
  if (pending) {
    // One use only, whatever happens next.
    delete current.oidc;
    await current.save();
  }
  const locale = flowLocale(pending?.locale ?? caller.language);
  const fail = (code: string) => loginError(request, code, locale);
  const state = query.get('state') ?? '';
  if (!pending || pending.provider !== provider || pending.expiresAt < Date.now() || !state || !sameText(state, pending.state)) {
    return fail('state');
  }
  const providerError = query.get('error');
  if (providerError) return fail(providerError === 'access_denied' ? 'oidc_cancelled' : 'oidc_failed');
  const code = query.get('code');
  if (!code || code.length > 2048) return fail('oidc_failed');

  try {
    const result = await oidcLogin(
      {
        provider,
        redirectUri: pending.redirectUri,
        code,
        state,
        expectedState: pending.state,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
        iss: query.get('iss') ?? undefined,
      },
      caller,
    );
    const refused = await startBrowserSession(current, result, { audience: 'member', caller });
    if (refused) return fail(refused.code);
    return redirectTo(request, localizedPath(locale, current.isAgent ? '/agentHome' : '/'));
  } catch (error) {
    return fail(oauthErrorCode(error));
  }
});
