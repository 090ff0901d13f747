'use client';

import { useTranslations } from 'next-intl';
import { useBalanceAmount } from '@/components/wallet/header-balance';
import { useSession } from '@/lib/ui/use-session';

/** The game bar's balance: the same figure as the header's, kept current by the wallet stream. */
export function GameBarBalance() {
  const t = useTranslations('balance');
  const { session } = useSession();
  const { amount } = useBalanceAmount(!session.isTrial);
  return (
    <span className="game-bar-balance">
      <span className="visually-hidden">{t('label')}: </span>
      <output data-testid="game-balance">{amount}</output>
    </span>
  );
}
