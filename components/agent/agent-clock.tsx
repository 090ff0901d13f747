'use client';

import { useSyncExternalStore } from 'react';
import { clockFaceText, type ClockFace } from '@/contract/business-time';

/** Set once the clock ticks in the browser: until then it shows the server's time. */
let ticking = false;

function subscribe(onTick: () => void) {
  ticking = true;
  onTick();
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}

const currentSecond = () => (ticking ? Math.floor(Date.now() / 1000) : null);

/**
 * Spec §2 agent header: GMT offset and a live clock, on the business clock the agent's reports use
 * (not the browser's zone), ticking each second. `initial` is the server's time as it rendered the
 * page, shown until the clock ticks; `face` lets the browser write the time with no Intl (a page's
 * first date format is a long task on a phone). The box is as wide as the time it shows (the header
 * does not wrap anew on a phone).
 */
export function AgentClock({ initial, face }: { initial: { dateTime: string; text: string }; face: ClockFace }) {
  const second = useSyncExternalStore(subscribe, currentSecond, () => null);
  const at = second === null ? null : new Date(second * 1000);
  return (
    <time className="agent-clock" dateTime={at ? at.toISOString() : initial.dateTime}>
      {at ? clockFaceText(face, at) : initial.text}
    </time>
  );
}
