'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { DepositChannels, DepositOrder, DepositSettings } from '@/contract/cashier-deposit';
import { authModal } from '@/lib/ui/auth-modal-store';
import { codeOf, fetchJson } from './deposit-fetch';
import { DepositForm } from './deposit-form';
import { DepositOrderView } from './deposit-order';
import { DepositRecords } from './deposit-records';
import { useErrorText } from '@/lib/ui/use-messages';

/** /depositv2: the deposit form (from the live channel list), then the order just made; the records below. */
export function DepositCashier() {
  const t = useTranslations('deposit');
  const loginText = useTranslations('login');
  const errorText = useErrorText('deposit');
  const { data, error, isLoading, mutate } = useSWR('/api/deposit/channels', (url: string) =>
    fetchJson<{ settings: DepositSettings; channels: DepositChannels }>(url),
  );
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [records, setRecords] = useState(0);

  let body;
  if (error) {
    body = (
      <div className="empty-state">
        <p className="form-error" role="alert">{errorText(codeOf(error))}</p>
        {codeOf(error) === 'CUSTOMER_NOT_LOGIN' ? (
          <button type="button" className="btn btn-primary" onClick={() => authModal.open('login')}>{loginText('title')}</button>
        ) : codeOf(error) === 'in_need_true_account' ? null : (
          <button type="button" className="btn" onClick={() => mutate()}>{t('retry')}</button>
        )}
      </div>
    );
  } else if (isLoading || !data) {
    body = <p aria-busy="true">{t('loading')}</p>;
  } else if (order) {
    body = <DepositOrderView initial={order} onDone={() => { setOrder(null); setRecords((n) => n + 1); }} />;
  } else {
    body = <DepositForm settings={data.settings} channels={data.channels} onCreated={(created) => { setOrder(created); setRecords((n) => n + 1); }} />;
  }

  return (
    <>
      {body}
      {data && <DepositRecords refreshKey={records} />}
    </>
  );
}
