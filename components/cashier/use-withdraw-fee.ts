'use client';

import { useEffect, useState } from 'react';
import type { WithdrawFee } from '@/contract/cashier-withdraw';
import { callApi } from '@/lib/ui/post-json';

/** Money-and-agents §3.2: the fee preview waits until the member stops typing for 500 ms. */
export const FEE_DEBOUNCE_MS = 500;

type Answer = { amount: string; fee: WithdrawFee } | { amount: string; code: string };

/**
 * The platform's fee for an amount (GET /api/withdraw/fee), asked 500 ms after the last change and
 * only for an amount the form accepts. An answer for an older amount is never shown for a newer one.
 */
export function useWithdrawFee(amount: string, valid: boolean) {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    const timer = window.setTimeout(async () => {
      const result = await callApi<WithdrawFee>(`/api/withdraw/fee?amount=${encodeURIComponent(amount)}`);
      if (!current) return;
      setAnswer(result.ok ? { amount, fee: result.data } : { amount, code: result.error.code });
    }, FEE_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [amount, valid]);

  if (!valid) return { status: 'idle' as const };
  if (!answer || answer.amount !== amount) return { status: 'loading' as const };
  return 'fee' in answer ? { status: 'ready' as const, fee: answer.fee } : { status: 'error' as const, code: answer.code };
}
