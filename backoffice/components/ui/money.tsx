'use client';
import { useFormatter } from 'next-intl';

/** A decimal amount from the platform ("1000.00"), grouped for the staff member's language. */
export function useMoney() {
  const format = useFormatter();
  return (amount: string) => format.number(Number(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
