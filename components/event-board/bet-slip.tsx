'use client';

import { useTranslations } from 'next-intl';

interface BetSlipProps {
  /** The pick in words with its line ("Handicap: Home −0.25"), the event and the odds. */
  selectionText: string;
  confirmText: string;
  amount: string;
  onAmount: (amount: string) => void;
  limitsText: string;
  /** The potential return in the member's format, or null while the stake is not an amount. */
  potential: string | null;
  confirming: boolean;
  busy: boolean;
  onPlace: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The single-bet slip's body: the pick, the stake, the potential return, place then confirm. */
export function BetSlip({ selectionText, confirmText, amount, onAmount, limitsText, potential, confirming, busy, onPlace, onConfirm, onCancel }: BetSlipProps) {
  const t = useTranslations('eventBoard');
  return (
    <>
      <p data-testid="board-selection">{selectionText}</p>
      <div className="field">
        <label htmlFor="board-amount">{t('amount')}</label>
        <input id="board-amount" inputMode="decimal" value={amount} onChange={(e) => onAmount(e.target.value)} />
        <p className="hint">{limitsText}</p>
        {potential ? <p className="hint">{t('potential', { amount: potential })}</p> : null}
      </div>
      {confirming ? (
        <div className="lottery-confirm">
          <p>{confirmText}</p>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {t('confirm')}
          </button>{' '}
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onPlace}>
          {t('placeBet')}
        </button>
      )}
    </>
  );
}
