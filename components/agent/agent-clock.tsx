'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { businessClock } from '@/contract/business-time';

/** Set once the clock ticks in the browser (after load, when idle): until then it shows the server's time. */
let ticking = false;

/**
 * Ticks each second, the first tick once the browser is idle after load: the clock's first date format
 * is a long task on a phone (the browser's date formats start then), which hydration need not wait for.
 */
function subscribe(onTick: () => void) {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    ticking = true;
    onTick();
    timer = setInterval(onTick, 1000);
  };
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 1000);
  return () => {
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
    clearInterval(timer);
  };
}

const currentSecond = () => (ticking ? Math.floor(Date.now() / 1000) : null);

/**
 * Spec §2 agent header: GMT offset and a live clock, on the business clock the agent's reports use
 * (not the browser's zone). `initial` is the server's time as it rendered the page (its text made
 * there): the page shows it until the clock ticks, so hydration formats no date. The box is as wide
 * as the time it shows (the header does not wrap anew on a phone).
 */
export function AgentClock({ initial }: { initial: { dateTime: string; text: string } }) {
  const locale = useLocale();
  const second = useSyncExternalStore(subscribe, currentSecond, () => null);
  if (second === null) {
    return (
      <time className="agent-clock" dateTime={initial.dateTime}>
        {initial.text}
      </time>
    );
  }
  const now = new Date(second * 1000);
  return (
    <time className="agent-clock" dateTime={now.toISOString()}>
      {businessClock(now, locale)}
    </time>
  );
}
