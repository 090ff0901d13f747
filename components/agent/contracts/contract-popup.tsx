'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ConsolidatedAnswer, ContractView } from '@/contract/agent-contracts';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { callApi } from '@/lib/ui/post-json';
import { decide, useContractError } from './contract-calls';
import { TermsTable } from './terms-table';

const CLOSED_KEY = 'contractPopupClosed';

/**
 * The consolidated popup (COMM3, money-and-agents §5.6): the contracts waiting for this agent's
 * decision — offers and modify requests (Accept / Reject), terminate requests (Terminate / Reject) —
 * with the warning when accepting cancels a downline's higher contract. Closed, it stays closed
 * for the browser session; an answered item leaves the list.
 */
export function ContractPopup() {
  const t = useTranslations('contracts');
  const errorText = useContractError();
  const [items, setItems] = useState<ContractView[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [closed, setClosed] = useState(true);

  useEffect(() => {
    if (sessionStorage.getItem(CLOSED_KEY) === '1') return;
    let live = true;
    void callApi<ConsolidatedAnswer>('/api/agent/contracts/consolidated').then((answer) => {
      if (!live || !answer.ok) return;
      setItems(answer.data.items);
      setClosed(false);
    });
    return () => {
      live = false;
    };
  }, []);

  if (closed || items.length === 0) return null;

  function close() {
    sessionStorage.setItem(CLOSED_KEY, '1');
    setClosed(true);
  }

  async function answer(item: ContractView, status: 'A' | 'R' | 'C') {
    setBusy(item.id);
    setError(null);
    const result = await decide(item, status);
    setBusy(null);
    if (!result.ok) {
      setError(errorText(result.error));
      // A contract changed or gone meanwhile leaves the list; the page shows its state.
      if (result.status === 404 || result.status === 409) setItems((list) => list.filter((i) => i.id !== item.id));
      return;
    }
    setItems((list) => list.filter((i) => i.id !== item.id));
  }

  return (
    <Modal title={t('popup.title')} closeLabel={t('close')} onClose={close} wide>
      <FormAlert>{error}</FormAlert>
      <ul className="contract-popup" data-testid="contract-popup">
        {items.map((item) => {
          const kind = t(`kinds.${item.kind}`);
          const asksTermination = item.status === 'V';
          const party = item.requestedBy === 'downline' ? item.downline.account : item.upline.account;
          const title = asksTermination ? t('popup.terminate', { party, kind }) : t(item.status === 'E' ? 'popup.modify' : 'popup.offer', { party, kind });
          const terms = item.status === 'E' && item.pendingTerms ? item.pendingTerms : item.terms;
          return (
            <li key={item.id} data-testid={`contract-offer-${item.id}`}>
              <h3>{title}</h3>
              {asksTermination ? null : <TermsTable kind={item.kind} terms={terms} />}
              {item.downlineHigherRate === 'Y' ? (
                <p className="form-warning" role="note">
                  {t('popup.higherRate')}
                </p>
              ) : null}
              <div className="actions">
                <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void answer(item, asksTermination ? 'C' : 'A')}>
                  {asksTermination ? t('popup.terminate_') : t('popup.accept')}
                </button>
                <button type="button" className="btn" disabled={busy !== null} onClick={() => void answer(item, asksTermination ? 'A' : 'R')}>
                  {t('popup.reject')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
