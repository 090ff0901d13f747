'use client';

import { useEffect, useState } from 'react';
import { formatWhole } from '@/lib/format/amount';
import { jackpotDelayMs, jackpotStart, jackpotStep } from '@/lib/games/jackpot';

/**
 * Ticking jackpot digits (spec §2 game tile, §9 ticker). The start is random, so it is chosen after
 * hydration; the server renders the element empty and the same size.
 */
export function JackpotDigits({ locale, label, className = 'jackpot' }: { locale: string; label: string; className?: string }) {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    let current = jackpotStart();
    const tick = (step: number) => {
      current += step;
      setValue(current);
      timer = window.setTimeout(() => tick(jackpotStep()), jackpotDelayMs());
    };
    let timer = window.setTimeout(() => tick(0), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <span className={className} aria-label={label} role="status" aria-live="off">
      <span aria-hidden="true">฿</span> {value === null ? '\u00a0' : formatWhole(value, locale)}
    </span>
  );
}
