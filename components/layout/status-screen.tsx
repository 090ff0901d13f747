import { getTranslations } from 'next-intl/server';
import { SYSTEM_STATUS, type SystemStatus } from '@/contract/system';
import type { SiteResource } from '@/contract/site-resources';
import { VisitorIp } from './visitor-ip';

/**
 * Spec §2 full-page replacements, shown by the locale layout instead of every page: maintenance
 * (status 1: title, info text and customer service) and region blocked (status 2: the visitor's
 * IP, the blocked message, customer service), in the page's language. `channel`: the customer-service
 * channel its page read (lib/wps/site-resources.ts `serviceChannel`), none when the platform gave none.
 */
export async function StatusScreen({ status, ip, channel }: { status: SystemStatus; ip?: string | null; channel: SiteResource | null }) {
  const blocked = status.status === SYSTEM_STATUS.regionBlocked;
  const [t, tSite] = await Promise.all([getTranslations(blocked ? 'blocked' : 'maintenance'), getTranslations('meta')]);
  return (
    <main id="main" className="status-screen" data-status={status.status}>
      <div className="card">
        <p className="brand">{tSite('siteName')}</p>
        <span className="status-icon" aria-hidden="true">{blocked ? '⛔' : '🛠'}</span>
        {/* Maintenance: the operator's own title and text when the platform gives them (spec §2). */}
        <h1>{(!blocked && status.maintenance?.title?.trim()) || t('title')}</h1>
        <p>{(!blocked && status.maintenance?.info?.trim()) || t('info')}</p>
        {blocked ? (
          <p className="ip">
            {/* {ip} is a plain argument: t.rich would print a function given for it. */}
            {t('yourIp', { ip: '\u0000' })
              .split('\u0000')
              .flatMap((part, i) =>
                i === 0
                  ? [part]
                  : [
                      // proxy.ts gives the blocked page the visitor's IP; the shared screen asks for it.
                      ip !== undefined ? <span key={i}>{ip || t('ipUnknown')}</span> : <VisitorIp key={i} unknownLabel={t('ipUnknown')} />,
                      part,
                    ],
              )}
          </p>
        ) : (
          <p className="hint">{t('retryHint')}</p>
        )}
        <div className="actions">
          {channel ? (
            <a className="btn btn-primary" href={channel.url} rel="noopener" target="_blank">
              {t('customerService')}
            </a>
          ) : null}
          <a className="btn" href="">
            {t('retry')}
          </a>
        </div>
      </div>
    </main>
  );
}
