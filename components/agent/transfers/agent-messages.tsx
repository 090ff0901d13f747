'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useState } from 'react';
import useSWR from 'swr';
import type { AgentMessage, MessagesPage } from '@/contract/agent-transfers';
import { Pager, RecordBody, RecordError, fetchRecord } from '@/components/records/record-range';
import { callApi } from '@/lib/ui/post-json';

const SIZE = 10;

/**
 * /agentHome/messageV2 ("platform information"): the agent's own messages, newest first, unread
 * ones marked; opening one marks it read; "mark all as read"; the unread count.
 */
export function AgentMessages() {
  const t = useTranslations('agentTransfers');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const url = `/api/agent/messages?page=${page}&size=${SIZE}${onlyUnread ? '&unread=true' : ''}`;
  const { data, error, isLoading, mutate } = useSWR(url, fetchRecord<MessagesPage>);

  async function markRead(body: { ids: number[] } | { all: true }) {
    const result = await callApi<{ unread: number }>('/api/agent/messages/read', body, 'PUT');
    if (!result.ok) return setProblem(result.error.code);
    setProblem(null);
    await mutate();
  }

  const open = (message: AgentMessage) => {
    if (!message.read) void markRead({ ids: [message.id] });
  };

  return (
    <section className="records agent-messages">
      <div className="toolbar">
        <p aria-live="polite" data-testid="unread-count">{t('messages.unreadCount', { count: data?.unread ?? 0 })}</p>
        <label>
          <input
            type="checkbox"
            checked={onlyUnread}
            onChange={(e) => {
              setOnlyUnread(e.target.checked);
              setPage(1);
            }}
          />{' '}
          {t('messages.onlyUnread')}
        </label>
        <button className="btn" type="button" disabled={!data?.unread} onClick={() => markRead({ all: true })}>
          {t('messages.markAllRead')}
        </button>
      </div>
      {problem && <RecordError code={problem} />}
      <RecordBody error={error} loading={isLoading} data={data} empty={(d) => d.list.length === 0} onRetry={() => mutate()}>
        {(d) => (
          <>
            <ul className="message-list">
              {d.list.map((message) => (
                <li key={message.id} className={message.read ? 'read' : 'unread'}>
                  <details onToggle={(e) => (e.currentTarget.open ? open(message) : undefined)}>
                    <summary>
                      {!message.read && <strong className="badge">{t('messages.unread')}</strong>} {message.title}{' '}
                      <time dateTime={message.sentAt}>{businessDateTime(message.sentAt, locale, { dateStyle: 'short', timeStyle: 'medium' })}</time>
                    </summary>
                    <p className="hint">{t('messages.from', { sender: message.sender === 'platform' ? t('messages.platform') : message.sender })}</p>
                    {/* Sanitized by the BFF (lib/content/sanitize-html.ts). */}
                    <div className="rich-text" dangerouslySetInnerHTML={{ __html: message.content }} />
                  </details>
                </li>
              ))}
            </ul>
            <Pager page={page} pages={Math.max(1, Math.ceil(d.total / SIZE))} onPage={setPage} />
          </>
        )}
      </RecordBody>
    </section>
  );
}
