import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';
import { loginValueSchema, type LoginResult } from './session';
import { TAGS } from '@/contract/cache-tags';

const providersSchema = z.array(z.object({ name: z.string().regex(/^[a-z0-9]{1,32}$/), issuer: z.string() }));

/** GET /wps/system/oauth/providers: the configured third-party sign-in providers (public, cached). */
export async function oauthProviders(): Promise<string[]> {
  // Provider settings change with the platform's configuration, like the site flags.
  const providers = await wpsFetch('/wps/system/oauth/providers', {
    schema: providersSchema,
    cache: { revalidate: 300, tags: [TAGS.siteFlags] },
  });
  return providers.map((provider) => provider.name);
}

const startSchema = z.object({
  authorizationUrl: z.url({ protocol: /^https?$/ }),
  state: z.string().min(1).max(256),
  nonce: z.string().min(1).max(256).optional(),
  codeVerifier: z.string().min(43).max(128),
});
export type OidcStart = z.infer<typeof startSchema>;

/** POST /wps/session/oidc/start: where to send the browser, and the state/nonce/verifier to keep. */
export function oidcStart(provider: string, redirectUri: string, caller: WpsCaller): Promise<OidcStart> {
  return wpsFetch('/wps/session/oidc/start', { method: 'POST', body: { provider, redirectUri }, schema: startSchema, caller });
}

export interface OidcCallback {
  provider: string;
  redirectUri: string;
  code: string;
  state: string;
  expectedState: string;
  codeVerifier: string;
  nonce?: string;
  iss?: string;
}

/** POST /wps/session/login/oidc (encrypt): the platform exchanges the code and verifies the identity. */
export function oidcLogin(callback: OidcCallback, caller: WpsCaller): Promise<LoginResult> {
  return wpsFetch('/wps/session/login/oidc', { method: 'POST', encrypt: true, body: callback, schema: loginValueSchema, caller });
}
