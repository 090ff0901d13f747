// The site's profile, one rule for both programs: `demo` seeds the rich demo data (accounts with
// published passwords, orders, rounds, messages, payment details) and the portal shows a "demo
// site" ribbon; `production` seeds nothing but the game catalogue and refuses the demo's known
// secrets and passwords. SITE_PROFILE says which; unset, NODE_ENV=production means production.
// `npm start` (scripts/local-env.mjs) asks for the demo.

export const SITE_PROFILES = ['demo', 'production'] as const;
export type SiteProfile = (typeof SITE_PROFILES)[number];

export function siteProfileOf(configured: SiteProfile | undefined, nodeEnv: string | undefined): SiteProfile {
  return configured ?? (nodeEnv === 'production' ? 'production' : 'demo');
}

/**
 * Secrets published with this repository (compose.yaml's local defaults of old, the docs' examples):
 * a production site refuses them, and any secret that still says "change me".
 */
const PUBLISHED_SECRETS = new Set([
  'local-revalidate-secret-change-me-000000',
  'local-accounts-secret-change-me-0000000000',
  'local-operator-key-change-me',
  'local-session-secret-change-me-0000000000000',
]);

export function isPublishedSecret(value: string): boolean {
  return PUBLISHED_SECRETS.has(value) || /change[-_ ]?me/i.test(value);
}
