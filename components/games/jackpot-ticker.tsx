'use client';

import { useEffect, useState } from 'react';
import { formatWhole } from '@/lib/format/amount';
import { useAfterLoad } from '@/lib/ui/use-after-load';
import { useTickingPool } from './pool-ticking';

const REFRESH_MS = 10_000;
type Listener = (pool: number) => void;
const listeners = new Set<Listener>();
let timer: number | undefined;
let last: number | null = null;

/** One poll of /api/jackpot per page, shared by every ticker on it. */
async function refresh() {
  try {
    const response = await fetch('/api/jackpot', { cache: 'no-store' });
    if (response.ok) {
      const { pool } = (await response.json()) as { pool: string };
      last = Math.floor(Number(pool));
      for (const listener of listeners) listener(last);
    }
  } catch {
    // Offline for a moment: the ticker keeps its last value.
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (last !== null) listener(last);
  if (listeners.size === 1) {
    void refresh();
    timer = window.setInterval(refresh, REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.clearInterval(timer);
  };
}

/**
 * The progressive jackpot's pool (spec §2 game tile, §9 ticker): the platform's real pool, which grows
 * with every slot stake and drops to its seed when someone wins it. `initial` is the server's read
 * and its text (the home page has them); tiles without it show the pool once the first poll answers.
 * Between two readings the number climbs from one to the other over the polling interval
 * (pool-ticking.ts). Pages take it through jackpot-digits.tsx.
 *
 * The server's text is drawn until the number moves: the page's first number format (its locale's
 * data) cost hydration about 40 ms on a phone-class CPU, and the number it would draw is already there.
 * Polling starts once the page has loaded.
 */
export function JackpotTicker({ locale, label, className = 'jackpot', initial }: { locale: string; label: string; className?: string; initial?: { pool: number; text: string } }) {
  const [reading, setReading] = useState<number | null>(initial?.pool ?? null);
  const loaded = useAfterLoad();
  useEffect(() => (loaded ? subscribe(setReading) : undefined), [loaded]);
  const value = useTickingPool(reading, REFRESH_MS);
  const text = value === null ? '\u00a0' : value === initial?.pool ? initial.text : formatWhole(value, locale);
  return (
    <span className={className} aria-label={label} role="status" aria-live="off" data-jackpot={value ?? undefined}>
      <span aria-hidden="true">฿</span> {text}
    </span>
  );
}
