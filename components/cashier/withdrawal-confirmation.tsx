'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { WITHDRAWAL_STATE } from '@/contract/cashier-states';
import type { WithdrawalRecord } from '@/contract/cashier-withdraw';
import { fromMinor, toMinor } from '@/contract/money';
import { formatAmount } from '@/lib/format/amount';
import { recordTime } from '@/lib/records/date-presets';
import { callMoneyApi, newActionKey } from '@/lib/ui/money-action';
import { Modal } from '@/components/ui/modal';
import { cardLabel } from './card-label';
import { PROOF_IMAGE_TYPES, readProofImage } from './proof-image';
import { FormAlert } from '@/components/ui/form-alert';
import { useErrorText } from '@/lib/ui/use-messages';

type Answer = 'received' | 'all_received' | 'not_received' | 'partial';

const TITLE_KEY = { received: 'received', all_received: 'allReceived', not_received: 'notReceived', partial: 'partlyReceived' } as const;

/**
 * The member's side of a paid withdrawal (portal spec §4): on a transferring order, "received",
 * "not received" (proof) or "partly received" (amount and proof); once answered, the answer, and
 * after a complaint "all received" when the rest arrives.
 */
export function WithdrawalConfirmation({ record, onAnswered }: { record: WithdrawalRecord; onAnswered: () => void }) {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const [open, setOpen] = useState<Answer | null>(null);
  const transferring = record.status === WITHDRAWAL_STATE.transferring;
  const complained = record.confirmation === 'not_received' || record.confirmation === 'partial';

  const buttons: Answer[] = !transferring ? [] : record.confirmation === null ? ['received', 'not_received', 'partial'] : complained ? ['all_received'] : [];
  return (
    <div className="withdrawal-confirmation">
      {record.confirmation ? <p>{t(`confirmation_${record.confirmation}`)}</p> : null}
      {record.confirmation === 'partial' && record.receivedAmount !== null ? (
        <p className="hint">
          {t('receivedAmount')}: {formatAmount(record.receivedAmount, locale)}
          {record.remainderAmount !== null ? <> · {t('remainder', { amount: formatAmount(record.remainderAmount, locale) })}</> : null}
        </p>
      ) : null}
      {transferring && record.confirmation === null && record.autoConfirmAt !== null ? <p className="hint">{t('autoConfirmAt', { time: recordTime(record.autoConfirmAt) })}</p> : null}
      {buttons.length > 0 ? (
        <div className="actions" role="group" aria-label={`${t('confirmation')} ${record.withdrawalId}`}>
          {buttons.map((answer) => (
            <button key={answer} type="button" className={answer === 'received' || answer === 'all_received' ? 'btn btn-primary' : 'btn'} onClick={() => setOpen(answer)}>
              {t(TITLE_KEY[answer])}
            </button>
          ))}
        </div>
      ) : null}
      {!record.confirmation && buttons.length === 0 ? <span aria-hidden="true">—</span> : null}
      {open ? (
        <ConfirmDialog
          record={record}
          answer={open}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onAnswered();
          }}
        />
      ) : null}
    </div>
  );
}

function ConfirmDialog({ record, answer, onClose, onDone }: { record: WithdrawalRecord; answer: Answer; onClose(): void; onDone(): void }) {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const errorText = useErrorText('withdraw');
  // One key per answer: made when the dialog opens, sent again on a retry, new after a refusal.
  const [actionKey, setActionKey] = useState(newActionKey);
  const [receivedAmount, setReceivedAmount] = useState('');
  const [proof, setProof] = useState<{ dataUrl: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (value: string) => formatAmount(value, locale);
  const needsProof = answer === 'not_received' || answer === 'partial';
  const payout = toMinor(record.payout)!;
  const received = toMinor(receivedAmount.trim());
  const remainder = answer === 'partial' && received !== undefined && received > 0n && received < payout ? fromMinor(payout - received) : undefined;

  async function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProof(null);
    if (!file) return;
    const image = await readProofImage(file);
    if (!image.ok) {
      event.target.value = '';
      return setProblem(errorText(image.code));
    }
    setProblem(null);
    setProof({ dataUrl: image.dataUrl, name: file.name });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (answer === 'partial' && remainder === undefined) return setProblem(errorText('received_amount_invalid'));
    if (needsProof && !proof) return setProblem(t('proofNeeded'));
    setBusy(true);
    setProblem(null);
    const result = await callMoneyApi(
      '/api/withdraw/confirm',
      {
        withdrawalId: record.withdrawalId,
        result: answer,
        ...(answer === 'partial' ? { receivedAmount: receivedAmount.trim() } : {}),
        ...(needsProof && proof ? { proofImage: proof.dataUrl } : {}),
      },
      actionKey,
    );
    setBusy(false);
    if (result.ok) return onDone();
    setProblem(errorText(result.error.code));
    if (result.status !== 0) setActionKey(newActionKey());
  }

  const card = cardLabel(record, locale);
  return (
    <Modal title={`${t(TITLE_KEY[answer])} — ${record.withdrawalId}`} closeLabel={t('close')} onClose={busy ? undefined : onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {answer === 'received' ? <p>{t('receivedQuestion', { amount: money(record.payout), card })}</p> : null}
        {answer === 'all_received' ? <p>{t('allReceivedQuestion', { amount: money(record.payout), card })}</p> : null}
        {answer === 'not_received' ? <p>{t('notReceivedHint')}</p> : null}
        {answer === 'partial' ? (
          <>
            <p>{t('partialHint')}</p>
            <p>
              {t('payout')}: <strong>{money(record.payout)}</strong>
            </p>
            <div className="field">
              <label htmlFor={`received-${record.withdrawalId}`}>{t('receivedAmount')}</label>
              <input
                id={`received-${record.withdrawalId}`}
                inputMode="decimal"
                autoComplete="off"
                value={receivedAmount}
                onChange={(event) => setReceivedAmount(event.target.value)}
                required
              />
            </div>
            <p aria-live="polite">{remainder ? t('remainder', { amount: money(remainder) }) : null}</p>
          </>
        ) : null}
        {needsProof ? (
          <div className="field">
            <label htmlFor={`proof-${record.withdrawalId}`}>{t('proofImage')}</label>
            <input id={`proof-${record.withdrawalId}`} type="file" accept={PROOF_IMAGE_TYPES.join(',')} onChange={chooseImage} required />
            {proof ? <p className="hint">{t('proofChosen', { name: proof.name })}</p> : null}
          </div>
        ) : null}
        <FormAlert>{problem}</FormAlert>
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? t('submitting') : t('send')}
          </button>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
