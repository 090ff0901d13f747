/** @jest-environment node */
// Third-party sign-in against a real platform process and a real local OpenID Connect provider
// process (oidc-provider): start, the provider's login and consent pages, the code exchange.
import { accountsHarness, type Answer } from './accounts-harness';
import { signInAtProvider, startOidcProvider, type RunningProvider } from './oidc-provider-process';

const PORTAL = 'http://localhost:3999';
const REDIRECT = `${PORTAL}/api/oauth/google/callback`;
let provider: RunningProvider;

const h = accountsHarness(async () => {
  provider = await startOidcProvider({ OIDC_DEV_PROVIDERS: 'google', OIDC_DEV_PORTAL_ORIGINS: PORTAL });
  return {
    OIDC_GOOGLE_ISSUER: provider.issuer,
    OIDC_GOOGLE_CLIENT_ID: 'google-local',
    OIDC_GOOGLE_CLIENT_SECRET: 'google-local-secret',
  };
});

afterAll(async () => {
  await provider?.stop();
});

interface Started {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

async function start(): Promise<Started> {
  const answer = await h.json<Started>('/wps/session/oidc/start', { provider: 'google', redirectUri: REDIRECT });
  expect(answer.status).toBe(200);
  return answer.body.value!;
}

/** Start, sign in at the provider as `loginId`, and hand the callback to the platform. */
async function signIn(loginId: string, { ip = h.ip(), tamper = {} as Record<string, string> } = {}): Promise<Answer> {
  const started = await start();
  const callback = await signInAtProvider(started.authorizationUrl, loginId, PORTAL);
  return h.encrypted(
    'POST',
    '/wps/session/login/oidc',
    {
      provider: 'google',
      redirectUri: REDIRECT,
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      iss: callback.searchParams.get('iss') ?? undefined,
      expectedState: started.state,
      codeVerifier: started.codeVerifier,
      nonce: started.nonce,
      ...tamper,
    },
    { ip },
  );
}

const loginId = (name: string) => `${name}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('third-party sign-in (OpenID Connect) against a local provider', () => {
  it('lists the configured provider and builds a PKCE authorization request', async () => {
    const providers = await h.call('/wps/system/oauth/providers');
    expect(providers.body.value).toEqual([{ name: 'google', issuer: provider.issuer }]);

    const started = await start();
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'google-local',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: started.state,
      nonce: started.nonce,
    });
    expect(url.searchParams.get('code_challenge')).not.toBe(started.codeVerifier);
  });

  it('refuses an unknown provider and a bad redirect URI', async () => {
    const unknown = await h.json('/wps/session/oidc/start', { provider: 'line', redirectUri: REDIRECT });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'oidc_provider_unknown' } });
    const bad = await h.json('/wps/session/oidc/start', { provider: 'google', redirectUri: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
  });

  it('creates a member on the first sign-in and logs the same member in afterwards, from any IP', async () => {
    const id = loginId('alice');
    const first = await signIn(id);
    expect(first.status).toBe(200);
    const value = first.body.value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, member: { nickname: id, type: 0 } });
    expect(value.member.account).toMatch(/^g_[a-z0-9]{10}$/);

    const info = await h.call('/wps/member/info', { token: value.token });
    expect(info.body.value).toMatchObject({ account: value.member.account, nickname: id });
    const balance = await h.call('/wps/v2/wallets/balance', { token: value.token });
    expect(JSON.stringify(balance.body.value)).toContain('0.00');

    // A new IP: a password login of a member with an e-mail would need a second verification.
    const again = await signIn(id, { ip: h.ip() });
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, member: { id: value.member.id } });
  });

  it('does not link to an existing member with the same verified e-mail', async () => {
    const id = loginId('bob');
    const registered = await h.register({ username: id, email: `${id}@example.test` }, h.ip());
    expect(registered.status).toBe(200);
    const answer = await signIn(id);
    expect(answer).toMatchObject({ status: 409, body: { code: 'oidc_email_in_use' } });
  });

  it('refuses a state that differs from the kept one, a wrong verifier and a used code', async () => {
    expect(await signIn(loginId('carol'), { tamper: { expectedState: 'not-the-state-we-kept' } })).toMatchObject({
      status: 400,
      body: { code: 'oidc_failed' },
    });
    expect(await signIn(loginId('dave'), { tamper: { codeVerifier: 'x'.repeat(43) } })).toMatchObject({
      status: 400,
      body: { code: 'oidc_failed' },
    });

    const started = await start();
    const callback = await signInAtProvider(started.authorizationUrl, loginId('erin'), PORTAL);
    const body = {
      provider: 'google',
      redirectUri: REDIRECT,
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      iss: callback.searchParams.get('iss'),
      expectedState: started.state,
      codeVerifier: started.codeVerifier,
      nonce: started.nonce,
    };
    expect((await h.encrypted('POST', '/wps/session/login/oidc', body)).status).toBe(200);
    expect(await h.encrypted('POST', '/wps/session/login/oidc', body)).toMatchObject({ status: 400, body: { code: 'oidc_failed' } });
  });

  it('takes the login only as an encrypted body', async () => {
    const answer = await h.json('/wps/session/login/oidc', { provider: 'google' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'request_body_required' } });
  });
});
