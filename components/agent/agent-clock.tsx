'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { businessGmtOffset, businessTimeOfDay } from '@/contract/business-time';

function subscribe(onTick: () => void) {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}

const currentSecond = () => Math.floor(Date.now() / 1000);

/**
 * Spec §2 agent header: GMT offset and a live clock, on the business clock the agent's reports use
 * (not the browser's zone); empty on the server, so no hydration mismatch, in a box as wide as the
 * time it will show (the header does not wrap anew when the clock appears on a phone).
 */
export function AgentClock() {
  const locale = useLocale();
  const second = useSyncExternalStore(subscribe, currentSecond, () => null);
  if (second === null) return <span className="agent-clock" aria-hidden="true" />;
  const now = new Date(second * 1000);
  return (
    <time className="agent-clock" dateTime={now.toISOString()}>
      {businessGmtOffset(now)} {businessTimeOfDay(now, locale)}
    </time>
  );
}
