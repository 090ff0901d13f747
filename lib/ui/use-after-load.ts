import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and, unless `idle` is false, the browser is idle. For what the
 * first paint does not need: an endless animation that runs while the page loads keeps the
 * compositor busy with frames the page is not ready for (it held the home page's first paint back
 * by about a second in Lighthouse traces), and code that only acts after load need not be in the
 * first download. `idle: false` is for what the reader should see as soon as the page is there (a
 * popup over the page: the later it comes, the longer the page looks finished and then changes).
 */
export function useAfterLoad({ idle = true }: { idle?: boolean } = {}): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let waiting = 0;
    const start = () => {
      if (!idle) setLoaded(true);
      else waiting = window.requestIdleCallback ? window.requestIdleCallback(() => setLoaded(true), { timeout: 2000 }) : window.setTimeout(() => setLoaded(true), 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (window.cancelIdleCallback) window.cancelIdleCallback(waiting);
      else window.clearTimeout(waiting);
    };
  }, [idle]);
  return loaded;
}
