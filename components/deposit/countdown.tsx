'use client';

import { useEffect, useState } from 'react';

/** mm:ss until `until`, ticking every second; 00:00 once it has passed. */
export function Countdown({ until, label }: { until: string; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  const text = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  return (
    <p>
      {label} <time dateTime={until} role="timer" aria-live="off"><strong>{text}</strong></time>
    </p>
  );
}
