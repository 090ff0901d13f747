/** @jest-environment node */
import * as oidc from 'openid-client';
import {
  externalAccountName,
  isLoopbackHttp,
  nicknameFrom,
  OidcDirectory,
  oidcLoginSchema,
  oidcProviderConfig,
  oidcStartSchema,
  startOidc,
  verifyOidc,
} from '@/platform/src/modules/accounts/rules/oidc';

const env = {
  OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
  OIDC_GOOGLE_CLIENT_ID: 'client-g',
  OIDC_GOOGLE_CLIENT_SECRET: 'secret-g',
  OIDC_LINE_ISSUER: 'https://access.line.me',
  OIDC_LINE_CLIENT_ID: 'client-l',
};

const metadata = (issuer: string) =>
  new oidc.Configuration(
    { issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token` },
    'client-g',
    undefined,
    oidc.ClientSecretPost('secret-g'),
  );

describe('oidc provider configuration', () => {
  it('uses only complete OIDC_<NAME>_* entries, by lower-case name', () => {
    expect(oidcProviderConfig(env, 'google')).toEqual({
      name: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'client-g',
      clientSecret: 'secret-g',
    });
    expect(oidcProviderConfig(env, 'line')).toBeUndefined(); // no secret
    expect(oidcProviderConfig(env, 'GOOGLE')).toBeUndefined();
    expect(oidcProviderConfig(env, '../x')).toBeUndefined();
  });

  it('allows plain http only for an issuer on this machine', () => {
    expect(isLoopbackHttp('http://127.0.0.1:4600')).toBe(true);
    expect(isLoopbackHttp('http://localhost:4600')).toBe(true);
    expect(isLoopbackHttp('http://idp.example.com')).toBe(false);
    expect(isLoopbackHttp('https://127.0.0.1')).toBe(false);
    expect(isLoopbackHttp('not a url')).toBe(false);
  });
});

describe('new members from a provider', () => {
  it('get a provider-prefixed short account name', () => {
    expect(externalAccountName('google')).toMatch(/^g_[a-z0-9]{10}$/);
    expect(externalAccountName('line')).toMatch(/^l_[a-z0-9]{10}$/);
    expect(externalAccountName('google')).not.toBe(externalAccountName('google'));
  });

  it('take the nickname from the name claim, else the account', () => {
    expect(nicknameFrom('  Somchai   Jaidee ', 'g_x')).toBe('Somchai Jaidee');
    expect(nicknameFrom('', 'g_x')).toBe('g_x');
    expect(nicknameFrom(42, 'g_x')).toBe('g_x');
    expect(Array.from(nicknameFrom('ก'.repeat(50), 'g_x'))).toHaveLength(32);
  });
});

describe('oidc requests', () => {
  it('validates start and login bodies', () => {
    expect(oidcStartSchema.safeParse({ provider: 'Google', redirectUri: 'http://localhost:3000/api/oauth/google/callback' }).data)
      .toEqual({ provider: 'google', redirectUri: 'http://localhost:3000/api/oauth/google/callback' });
    for (const redirectUri of ['javascript:alert(1)', '/relative', 'https://a.example/cb?x=1', 'https://a.example/cb#f']) {
      expect(oidcStartSchema.safeParse({ provider: 'google', redirectUri }).success).toBe(false);
    }
    const login = { provider: 'google', redirectUri: 'https://a.example/cb', code: 'c', state: 's', expectedState: 's', codeVerifier: 'v'.repeat(43) };
    expect(oidcLoginSchema.safeParse(login).success).toBe(true);
    expect(oidcLoginSchema.safeParse({ ...login, codeVerifier: 'short' }).success).toBe(false);
    expect(oidcLoginSchema.safeParse({ ...login, expectedState: undefined }).success).toBe(false);
  });

  it('builds an authorization URL with PKCE S256, state, nonce and the openid scope', async () => {
    const directory = new OidcDirectory(env, async (config) => metadata(config.issuer));
    const started = await startOidc(directory, { provider: 'google', redirectUri: 'https://portal.example/api/oauth/google/callback' });
    const url = new URL(started.authorizationUrl);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/auth');
    expect(url.searchParams.get('code_challenge')).toBe(await oidc.calculatePKCECodeChallenge(started.codeVerifier));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-g',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: started.state,
      nonce: started.nonce,
    });
  });

  it('answers 404 for an unknown provider and oidc_failed when the provider cannot be reached', async () => {
    const broken = new OidcDirectory(env, () => Promise.reject(new Error('ECONNREFUSED')));
    await expect(startOidc(broken, { provider: 'line', redirectUri: 'https://a.example/cb' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'oidc_provider_unknown',
    });
    await expect(startOidc(broken, { provider: 'google', redirectUri: 'https://a.example/cb' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'oidc_failed',
    });
    const login = { provider: 'google', redirectUri: 'https://a.example/cb', code: 'c', state: 's', expectedState: 's', codeVerifier: 'v'.repeat(43) };
    await expect(verifyOidc(broken, login)).rejects.toMatchObject({ code: 'oidc_failed' });
  });

  it('refuses a callback whose state differs from the kept one before calling the provider', async () => {
    const directory = new OidcDirectory(env, async (config) => metadata(config.issuer));
    const login = { provider: 'google', redirectUri: 'https://a.example/cb', code: 'c', state: 'evil', expectedState: 'kept', codeVerifier: 'v'.repeat(43) };
    await expect(verifyOidc(directory, login)).rejects.toMatchObject({ statusCode: 400, code: 'oidc_failed' });
  });
});
