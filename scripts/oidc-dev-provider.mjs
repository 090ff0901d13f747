// A local OpenID Connect provider for development and tests (oidc-provider v9), standing in for
// Google and LINE. `node scripts/oidc-dev-provider.mjs` listens on 127.0.0.1:$OIDC_DEV_PORT (4600);
// the issuer is http://127.0.0.1:<port>. Its built-in dev interactions are the login page (any login
// id, any password) and the consent page; the account's claims are
//   { sub: <id>, email: <id>@example.test, email_verified: true, name: <id> }.
// Never expose it: anybody can sign in as anybody.
//
// env
//   OIDC_DEV_PORT             4600
//   OIDC_DEV_PROVIDERS        google,line       one client per name: id `<name>-local`, secret `<name>-local-secret`
//   OIDC_DEV_PORTAL_ORIGINS   http://localhost:3000,http://localhost:3100
//                             the client's redirect_uris are `<origin>/api/oauth/<name>/callback` for each origin
import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_DEV_PORT ?? 4600);
const issuer = `http://127.0.0.1:${port}`;
const names = (process.env.OIDC_DEV_PROVIDERS ?? 'google,line').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
const origins = (process.env.OIDC_DEV_PORTAL_ORIGINS ?? 'http://localhost:3000,http://localhost:3100')
  .split(',')
  .map((origin) => origin.trim().replace(/\/+$/, ''))
  .filter(Boolean);

/** Any login id typed on the dev login page is an account. */
function accountClaims(id) {
  return { sub: id, email: `${id}@example.test`, email_verified: true, name: id };
}

const provider = new Provider(issuer, {
  clients: names.map((name) => ({
    client_id: `${name}-local`,
    client_secret: `${name}-local-secret`,
    redirect_uris: origins.map((origin) => `${origin}/api/oauth/${name}/callback`),
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // LINE's token endpoint takes the secret in the body; Google accepts both.
    token_endpoint_auth_method: 'client_secret_post',
  })),
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Like Google and LINE: the ID token itself carries the requested claims.
  conformIdTokenClaims: false,
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const login = String(id).trim().slice(0, 64);
    if (!login) return undefined;
    return { accountId: login, claims: async () => accountClaims(login) };
  },
});

provider.on('server_error', (_ctx, error) => console.error('oidc-dev-provider: server error', error.message));

const server = provider.listen(port, '127.0.0.1', () => {
  console.log(`oidc dev provider listening on ${issuer} (clients: ${names.map((name) => `${name}-local`).join(', ')})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
