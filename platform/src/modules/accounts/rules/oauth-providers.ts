// Third-party sign-in providers (LINE, Google, ... through OpenID Connect), configured by
// OIDC_<NAME>_ISSUER, OIDC_<NAME>_CLIENT_ID and OIDC_<NAME>_CLIENT_SECRET. Only complete entries
// are listed, and only their public part.

export interface OauthProvider {
  name: string;
  issuer: string;
}

export function oauthProviders(env: Record<string, string | undefined>): OauthProvider[] {
  const providers: OauthProvider[] = [];
  for (const [key, issuer] of Object.entries(env)) {
    const match = /^OIDC_([A-Z0-9]+)_ISSUER$/.exec(key);
    if (!match || !issuer) continue;
    const name = match[1];
    if (!env[`OIDC_${name}_CLIENT_ID`] || !env[`OIDC_${name}_CLIENT_SECRET`]) continue;
    providers.push({ name: name.toLowerCase(), issuer });
  }
  return providers.sort((a, b) => a.name.localeCompare(b.name));
}
