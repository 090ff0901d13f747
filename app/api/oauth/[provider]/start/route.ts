import { defineRoute, segment } from '@/lib/bff/define-route';
import { callbackUri, flowLocale, isProviderName, loginError, OIDC_FLOW_TTL_MS, oauthErrorCode, redirectTo } from '@/lib/bff/oauth';
import { oidcStart } from '@/lib/wps/oauth';

/**
 * GET /api/oauth/<provider>/start?locale=<th|en|zh> — a plain link from the login and register dialogs. The platform
 * builds the authorization request; its state, nonce and PKCE verifier stay in the sealed session
 * for the callback; the browser goes to the provider (302).
 */
export const GET = defineRoute({ access: 'public', params: segment('provider', (provider) => provider) }, async ({ request, caller, session, params: { provider } }) => {
  const locale = flowLocale(new URL(request.url).searchParams.get('locale'));
  if (!isProviderName(provider)) return loginError(request, 'oidc_provider_unknown', locale);
  const redirectUri = callbackUri(request, provider);
  try {
    const started = await oidcStart(provider, redirectUri, caller);
    const current = await session();
    current.oidc = {
      provider,
      state: started.state,
      codeVerifier: started.codeVerifier,
      redirectUri,
      nonce: started.nonce,
      locale,
      expiresAt: Date.now() + OIDC_FLOW_TTL_MS,
    };
    await current.save();
    return redirectTo(request, new URL(started.authorizationUrl));
  } catch (error) {
    return loginError(request, oauthErrorCode(error), locale);
  }
});
