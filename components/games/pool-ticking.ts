import { useEffect, useRef, useState } from 'react';

/** Redraws per second while the pool climbs: enough to read as ticking, little work for a phone. */
const FRAME_MS = 100;

/**
 * The pool shown `elapsed` ms into a climb from one real reading (`from`) to the next (`to`): it
 * rises evenly and never passes `to`. The climb lasts one polling interval, so the number moves
 * between readings and arrives as the next one comes; nothing shown lies outside two real values.
 */
export function poolBetween(from: number, to: number, elapsed: number, duration: number): number {
  if (to <= from || elapsed >= duration) return to;
  return Math.floor(from + ((to - from) * Math.max(0, elapsed)) / duration);
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The pool to draw for the latest real reading `target`: a rise climbs there over `duration` ms from
 * what is on screen; a drop (someone won it: the pool is back at its seed), the first reading, and
 * every change for readers who prefer reduced motion are drawn at once.
 */
export function useTickingPool(target: number | null, duration: number): number | null {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const from = shownRef.current;
    const draw = (value: number | null) => {
      shownRef.current = value;
      setShown(value);
    };
    if (target === null || from === null || target <= from || prefersReducedMotion()) {
      draw(target);
      return;
    }
    const started = Date.now();
    const timer = window.setInterval(() => {
      const value = poolBetween(from, target, Date.now() - started, duration);
      if (value !== shownRef.current) draw(value);
      if (value === target) window.clearInterval(timer);
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [target, duration]);
  return shown;
}
