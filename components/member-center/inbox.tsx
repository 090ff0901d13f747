'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { InboxMessage, InboxPage } from '@/contract/member-inbox';
import { Pager, RecordBody, RecordError, fetchRecord } from '@/components/records/record-range';
import { subscribeInbox } from '@/lib/ui/balance-stream';
import { INBOX_UNREAD_KEY } from '@/lib/ui/inbox-unread';
import { callApi } from '@/lib/ui/post-json';
import { useSWRConfig } from 'swr';

const SIZE = 10;

/**
 * /messageV2: the member's messages, newest first, unread ones marked; opening one marks it read,
 * "mark all as read", delete with a confirmation. A new message (the event stream's `inbox` event)
 * shows without a reload.
 */
export function Inbox() {
  const t = useTranslations('memberCenter.inbox');
  const locale = useLocale();
  const { mutate: mutateGlobal } = useSWRConfig();
  const [page, setPage] = useState(1);
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const url = `/api/inbox?page=${page}&size=${SIZE}${onlyUnread ? '&unread=true' : ''}`;
  const { data, error, isLoading, mutate } = useSWR(url, fetchRecord<InboxPage>);

  useEffect(() => subscribeInbox(() => void mutate(), locale), [mutate, locale]);

  async function after(result: Awaited<ReturnType<typeof callApi<{ unread: number }>>>) {
    if (!result.ok) return setProblem(result.error.code);
    setProblem(null);
    await mutateGlobal(INBOX_UNREAD_KEY, result.data.unread, { revalidate: false });
    await mutate();
  }

  const markRead = async (body: { ids: number[] } | { all: true }) => after(await callApi<{ unread: number }>('/api/inbox/read', body, 'PUT'));
  const remove = async (id: number) => {
    setConfirming(null);
    await after(await callApi<{ unread: number }>('/api/inbox', { ids: [id] }, 'DELETE'));
  };
  const open = (message: InboxMessage) => {
    if (!message.read) void markRead({ ids: [message.id] });
  };
  const senderName = (sender: string) => (sender === 'platform' ? t('platform') : sender === 'service' ? t('service') : sender);

  return (
    <section className="records inbox">
      <div className="toolbar">
        <p aria-live="polite" data-testid="inbox-unread">{t('unreadCount', { count: data?.unread ?? 0 })}</p>
        <label>
          <input
            type="checkbox"
            checked={onlyUnread}
            onChange={(e) => {
              setOnlyUnread(e.target.checked);
              setPage(1);
            }}
          />{' '}
          {t('onlyUnread')}
        </label>
        <button type="button" className="btn" disabled={!data?.unread} onClick={() => markRead({ all: true })}>
          {t('markAllRead')}
        </button>
      </div>
      {problem && <RecordError code={problem} />}
      <RecordBody error={error} loading={isLoading} data={data} empty={(d) => d.list.length === 0} onRetry={() => mutate()}>
        {(d) => (
          <>
            <ul className="message-list" data-testid="inbox-list">
              {d.list.map((message) => (
                <li key={message.id} className={message.read ? 'read' : 'unread'} data-testid="inbox-message">
                  <details onToggle={(e) => (e.currentTarget.open ? open(message) : undefined)}>
                    <summary>
                      {!message.read && <strong className="badge">{t('unread')}</strong>} <span className="message-title">{message.title}</span>{' '}
                      <time dateTime={message.sentAt}>{businessDateTime(message.sentAt, locale, { dateStyle: 'short', timeStyle: 'medium' })}</time>
                    </summary>
                    <p className="hint">{t('from', { sender: senderName(message.sender) })}</p>
                    {/* Sanitized by the BFF (lib/content/sanitize-html.ts). */}
                    <div className="rich-text" dangerouslySetInnerHTML={{ __html: message.content }} />
                    {confirming === message.id ? (
                      <div className="actions" role="group" aria-label={t('deleteConfirm')}>
                        <p>{t('deleteConfirm')}</p>
                        <button type="button" className="btn btn-primary" onClick={() => remove(message.id)} data-testid="inbox-delete-confirm">
                          {t('delete')}
                        </button>
                        <button type="button" className="btn" onClick={() => setConfirming(null)}>
                          {t('cancel')}
                        </button>
                      </div>
                    ) : (
                      <button type="button" className="btn" onClick={() => setConfirming(message.id)} data-testid="inbox-delete">
                        {t('delete')}
                      </button>
                    )}
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
