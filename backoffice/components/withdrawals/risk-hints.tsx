'use client';
import { useTranslations } from 'next-intl';
import type { WithdrawalQueueRow } from '@/contract/admin-api';
import { useMoney } from '../ui/money';

const positive = (amount: string) => Number(amount) > 0;

type Hint = { key: string; text: string; flagged: boolean };

/** The hints of one withdrawal as text, the ones to look at first flagged (back-office.md "Payment queue"). */
export function useRiskHints() {
  const t = useTranslations('withdrawals');
  const money = useMoney();
  return (row: WithdrawalQueueRow): Hint[] => {
    const hints: Hint[] = [];
    if (positive(row.bonusHeld)) hints.push({ key: 'bonusHeld', text: t('bonusHeld', { amount: money(row.bonusHeld) }), flagged: true });
    if (positive(row.unmetTurnover)) hints.push({ key: 'unmetTurnover', text: t('unmetTurnover', { amount: money(row.unmetTurnover) }), flagged: true });
    const risk = row.risk;
    if (!risk) return hints;
    if (positive(risk.bonusesRecent)) hints.push({ key: 'bonusesRecent', text: t('bonusesRecent', { amount: money(risk.bonusesRecent) }), flagged: true });
    if (risk.withdrawals24h > 1) hints.push({ key: 'withdrawals24h', text: t('withdrawals24h', { count: risk.withdrawals24h }), flagged: true });
    if (risk.bankCardAddedRecently) hints.push({ key: 'newCard', text: t('newCard'), flagged: true });
    if (risk.contactChangedRecently) hints.push({ key: 'newContact', text: t('newContact'), flagged: true });
    if (risk.sharedRealName.length > 0) hints.push({ key: 'sharedRealName', text: t('sharedRealName', { accounts: risk.sharedRealName.join(', ') }), flagged: true });
    if (risk.sharedPhone.length > 0) hints.push({ key: 'sharedPhone', text: t('sharedPhone', { accounts: risk.sharedPhone.join(', ') }), flagged: true });
    if (risk.sharedAddress.length > 0) hints.push({ key: 'sharedAddress', text: t('sharedAddress', { accounts: risk.sharedAddress.join(', ') }), flagged: true });
    hints.push({ key: 'age', text: t('accountAge', { days: risk.accountAgeDays }), flagged: false });
    return hints;
  };
}

export function RiskHints({ row }: { row: WithdrawalQueueRow }) {
  const t = useTranslations('withdrawals');
  const hints = useRiskHints()(row);
  if (!hints.some((hint) => hint.flagged)) {
    return (
      <span className="muted">
        {t('noRisk')}
        {hints.map((hint) => (
          <small key={hint.key}>{hint.text}</small>
        ))}
      </span>
    );
  }
  return (
    <ul className="badges">
      {hints.map((hint) => (
        <li key={hint.key} className={hint.flagged ? 'badge badge-risk' : 'badge'}>
          {hint.text}
        </li>
      ))}
    </ul>
  );
}
