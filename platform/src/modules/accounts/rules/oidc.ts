// Third-party sign-in through OpenID Connect (spec §2 register popup, §3 external identities):
// the platform is the relying party. It builds the authorization request (PKCE S256, state, nonce)
// and later exchanges the code itself, validating the ID token (issuer, audience, nonce, expiry)
// with openid-client. Nothing the browser says about an identity is trusted.
import { randomBytes, randomInt } from 'node:crypto';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { ApiError } from '../../../core/http/envelope';
import { oauthProviders, type OauthProvider } from './oauth-providers';

export const OIDC_SCOPE = 'openid email profile';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

export interface OidcProviderConfig {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_<NAME>_ID_TOKEN_ALG: the ID token's signing algorithm when not the discovered one (e.g. HS256). */
  idTokenAlg?: string;
}

export const oidcErrors = {
  unknownProvider: () => new ApiError(404, 'oidc_provider_unknown', 'This sign-in provider is not available'),
  failed: () => new ApiError(400, 'oidc_failed', 'Sign-in with the provider failed, please try again'),
  emailInUse: () =>
    new ApiError(409, 'oidc_email_in_use', 'An account with this e-mail already exists; log in to it and link the provider there'),
};

/** The complete OIDC_<NAME>_* entry for `name` (lower case), or undefined. */
export function oidcProviderConfig(env: Record<string, string | undefined>, name: string): OidcProviderConfig | undefined {
  if (!/^[a-z0-9]{1,32}$/.test(name)) return undefined;
  if (!oauthProviders(env).some((provider) => provider.name === name)) return undefined;
  const key = name.toUpperCase();
  return {
    name,
    issuer: env[`OIDC_${key}_ISSUER`]!,
    clientId: env[`OIDC_${key}_CLIENT_ID`]!,
    clientSecret: env[`OIDC_${key}_CLIENT_SECRET`]!,
    ...(env[`OIDC_${key}_ID_TOKEN_ALG`] ? { idTokenAlg: env[`OIDC_${key}_ID_TOKEN_ALG`] } : {}),
  };
}

/** Plain http is accepted only for an issuer on this machine (the local dev provider). */
export function isLoopbackHttp(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** A short account name for a new member from a provider: `g_` + 10 base36 characters for google. */
export function externalAccountName(provider: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `${provider.charAt(0)}_${Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/** The nickname from the `name` claim (trimmed, at most 32 characters), else the account. */
export function nicknameFrom(name: unknown, account: string): string {
  const text = typeof name === 'string' ? name.normalize('NFKC').replace(/\s+/g, ' ').trim() : '';
  return Array.from(text).slice(0, 32).join('') || account;
}

export type Discover = (config: OidcProviderConfig) => Promise<oidc.Configuration>;

const defaultDiscover: Discover = (config) =>
  oidc.discovery(
    new URL(config.issuer),
    config.clientId,
    config.idTokenAlg ? { id_token_signed_response_alg: config.idTokenAlg } : undefined,
    oidc.ClientSecretPost(config.clientSecret),
    isLoopbackHttp(config.issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  );

/** The configured providers and their discovered metadata (cached for an hour, dropped on failure). */
export class OidcDirectory {
  private readonly discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  constructor(
    private readonly env: Record<string, string | undefined>,
    private readonly discover: Discover = defaultDiscover,
  ) {}

  /** The complete entries' public part, for the sign-in buttons. */
  providers(): OauthProvider[] {
    return oauthProviders(this.env);
  }

  provider(name: string): OidcProviderConfig {
    const config = oidcProviderConfig(this.env, name);
    if (!config) throw oidcErrors.unknownProvider();
    return config;
  }

  async configuration(name: string): Promise<oidc.Configuration> {
    const provider = this.provider(name);
    const cached = this.discovered.get(name);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = this.discover(provider);
    this.discovered.set(name, { at: Date.now(), config });
    config.catch(() => this.discovered.delete(name));
    return config;
  }
}

const providerName = z.string().trim().toLowerCase().min(1).max(32);
const redirectUri = z
  .string()
  .max(512)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.hash && !url.search;
    } catch {
      return false;
    }
  }, 'redirectUri must be an absolute http(s) URL without query or fragment');

export const oidcStartSchema = z.object({ provider: providerName, redirectUri });
export type OidcStartInput = z.infer<typeof oidcStartSchema>;

export interface OidcStart {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** POST /wps/session/oidc/start: the URL to send the browser to, and what the caller must keep. */
export async function startOidc(directory: OidcDirectory, input: OidcStartInput): Promise<OidcStart> {
  const config = await providerConfiguration(directory, input.provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: OIDC_SCOPE,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: url.href, state, nonce, codeVerifier };
}

const opaque = (max: number) => z.string().min(1).max(max);

export const oidcLoginSchema = z.object({
  provider: providerName,
  redirectUri,
  code: opaque(2048),
  state: opaque(256),
  expectedState: opaque(256),
  codeVerifier: z.string().min(43).max(128),
  nonce: opaque(256).optional(),
  /** RFC 9207 `iss` of the authorization response, when the provider sends one. */
  iss: z.string().max(512).optional(),
});
export type OidcLoginInput = z.infer<typeof oidcLoginSchema>;

export interface VerifiedIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Exchanges the code at the provider's token endpoint (PKCE verifier, state compared with the one
 * the caller kept) and validates the ID token. Any provider-side failure is `oidc_failed`.
 */
export async function verifyOidc(directory: OidcDirectory, input: OidcLoginInput): Promise<VerifiedIdentity> {
  const config = await providerConfiguration(directory, input.provider);
  const callback = new URL(input.redirectUri);
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state);
  if (input.iss) callback.searchParams.set('iss', input.iss);
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.expectedState,
      expectedNonce: input.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw oidcErrors.failed();
    let profile: Record<string, unknown> = claims;
    if (claims.email === undefined && claims.name === undefined && tokens.access_token) {
      // Some providers put profile claims only in the userinfo answer.
      profile = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => claims);
    }
    const email = typeof profile.email === 'string' && profile.email.length <= 254 ? profile.email.trim().toLowerCase() : null;
    return {
      provider: input.provider,
      subject: claims.sub,
      email,
      emailVerified: email !== null && profile.email_verified === true,
      name: typeof profile.name === 'string' ? profile.name : null,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw logged(error);
  }
}

async function providerConfiguration(directory: OidcDirectory, name: string): Promise<oidc.Configuration> {
  directory.provider(name);
  try {
    return await directory.configuration(name);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw logged(error);
  }
}

/** The reason goes to the log (no tokens or codes, only the library's error code and message). */
function logged(error: unknown): ApiError {
  const failure = oidcErrors.failed();
  const detail = error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error);
  Object.defineProperty(failure, 'cause', { value: detail.slice(0, 300) });
  return failure;
}

/** A password nobody knows, for members who sign in through a provider only. */
export function unguessablePassword(): string {
  return randomBytes(24).toString('base64url');
}
