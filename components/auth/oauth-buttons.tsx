'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useOauthProviders } from '@/lib/ui/use-public-config';

const LABELS: Record<string, string> = { google: 'oauth.google', line: 'oauth.line' };

/**
 * Third-party sign-in (spec §2): a button per provider the platform has configured, nothing at all
 * when none is. They are plain links: the BFF starts the OpenID Connect flow and redirects.
 */
export function OauthButtons() {
  const t = useTranslations();
  const locale = useLocale();
  const { data } = useOauthProviders();
  const providers = (data?.providers ?? []).filter((name) => LABELS[name]);
  if (providers.length === 0) return null;
  return (
    <div className="oauth-buttons" role="group" aria-label={t('oauth.title')}>
      <p className="oauth-divider">{t('oauth.title')}</p>
      {providers.map((name) => (
        // A full navigation (not client routing): the route handler answers with a redirect.
        <a key={name} className={`btn btn-oauth btn-oauth-${name}`} href={`/api/oauth/${name}/start?locale=${locale}`} data-testid={`oauth-${name}`}>
          {t(LABELS[name] as never)}
        </a>
      ))}
    </div>
  );
}
