'use client';

import { useSyncExternalStore } from 'react';

function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function subscribe(onTick: () => void) {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}

const currentSecond = () => Math.floor(Date.now() / 1000);

/** Spec §2 agent header: GMT offset and a live clock (empty on the server, so no hydration mismatch). */
export function AgentClock() {
  const second = useSyncExternalStore(subscribe, currentSecond, () => null);
  if (second === null) return <span aria-hidden="true" />;
  const now = new Date(second * 1000);
  return (
    <time dateTime={now.toISOString()}>
      {gmtOffset(now)} {now.toLocaleTimeString(undefined, { hour12: false })}
    </time>
  );
}
