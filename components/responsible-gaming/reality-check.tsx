'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { RgStatus } from '@/contract/responsible-gaming';
import { Modal } from '@/components/ui/modal';
import { formatAmount } from '@/lib/format/amount';
import { localizedPath } from '@/lib/i18n/locale-path';
import { callApi } from '@/lib/ui/post-json';
import { useSession } from '@/lib/ui/use-session';

const STATUS_URL = '/api/responsible-gaming';
const ACK_KEY = 'rg-reality-ack';

async function fetchStatus(url: string): Promise<RgStatus | null> {
  const result = await callApi<RgStatus>(url);
  return result.ok ? result.data : null;
}

/** The last reminder the member answered in this login session (kept per tab across pages). */
function acknowledged(startedAt: string): number {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ACK_KEY) ?? 'null') as { startedAt: string; at: number } | null;
    return stored?.startedAt === startedAt ? stored.at : Date.parse(startedAt);
  } catch {
    return Date.parse(startedAt);
  }
}

function acknowledge(startedAt: string, at: number) {
  try {
    sessionStorage.setItem(ACK_KEY, JSON.stringify({ startedAt, at }));
  } catch {
    // storage unavailable: the reminder comes again after the next interval of this page
  }
}

/**
 * Issue 17 reality check: every N minutes of the login session (the member's choice in the
 * security center) a reminder of the time played and this session's net result, with "continue"
 * and "stop playing". Shown over every page, game pages included; nothing for guests and trials.
 */
export function RealityCheck() {
  const { session } = useSession();
  const member = session.isLogin && !session.isTrial;
  const { data, mutate } = useSWR(member ? STATUS_URL : null, fetchStatus, { revalidateOnFocus: false });
  const [shown, setShown] = useState<{ status: RgStatus; at: number } | null>(null);
  const t = useTranslations('realityCheck');
  const locale = useLocale();
  const minutes = data?.realityCheckMinutes ?? null;
  const startedAt = data?.session.startedAt;

  useEffect(() => {
    if (!minutes || !startedAt || shown) return;
    const due = acknowledged(startedAt) + minutes * 60_000;
    const timer = setTimeout(async () => {
      const status = await mutate();
      if (status) setShown({ status, at: Date.now() });
    }, Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [minutes, startedAt, shown, mutate]);

  if (!shown) return null;
  const { status } = shown;
  const played = Math.max(0, Math.floor((shown.at - Date.parse(status.session.startedAt)) / 60_000));
  const answer = (stop: boolean) => {
    acknowledge(status.session.startedAt, Date.now());
    setShown(null);
    if (stop) window.location.assign(localizedPath('/', locale));
  };
  return (
    <Modal title={t('title')} closeLabel={t('continue')} onClose={() => answer(false)}>
      <div className="reality-check" data-testid="reality-check">
        <p>{t('played', { minutes: played })}</p>
        <p>{t('net', { net: formatAmount(status.session.net, locale), rounds: status.session.rounds })}</p>
        <div className="field-row">
          <button type="button" className="btn btn-primary" onClick={() => answer(false)}>
            {t('continue')}
          </button>
          <button type="button" className="btn" onClick={() => answer(true)}>
            {t('stop')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
