import { getTranslations } from 'next-intl/server';
import { AgentTransferPage } from '@/components/agent/transfers/agent-transfer-page';
import { RecordError } from '@/components/records/record-range';
import { agentPage } from '@/lib/agent/agent-page';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { announcementDate } from '@/lib/format/dates';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { agentAnnouncements } from '@/lib/wps/agent-transfers';
import { WpsError } from '@/lib/wps/envelope';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome/agentAnnouncement (AGENTANNOUNCE3): the agent announcements, newest first, rendered on the server. */
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { caller } = await agentPage(locale);
  const t = await getTranslations('agentTransfers');
  const items = await agentAnnouncements(caller).catch((error: unknown) => (error instanceof WpsError ? error : Promise.reject(error)));
  return (
    <AgentTransferPage title="agentAnnouncement">
      {items instanceof WpsError ? (
        <RecordError code={items.code} />
      ) : items.length === 0 ? (
        <p className="empty">{t('noAnnouncements')}</p>
      ) : (
        <ul className="agent-announcements">
          {items.map((item) => (
            <li key={item.id}>
              <article aria-labelledby={`agent-announcement-${item.id}`}>
                <h2 id={`agent-announcement-${item.id}`}>{item.title}</h2>
                <p className="hint">{t('published', { date: announcementDate(item.publishedAt) })}</p>
                {/* Operator HTML, reduced to the allowlist. */}
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </AgentTransferPage>
  );
}
