'use client';

import type { ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';

/** A task of its own: a timer, which the browser runs after the current task (React's commit) ends. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * SWR starts a hook's request in the layout effect of the render that mounted it: on a page's
 * hydration that is one commit starting every request of the frame (session, balance, badges),
 * a few milliseconds each, all inside the page's longest task. Each request starts in a task of
 * its own instead, as soon as the commit ends.
 */
const fetchAfterCommit: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher ? (...args: unknown[]) => nextTask().then(() => fetcher(...args)) : fetcher, config);

/** `loadingTimeout: 0`: nothing here listens for SWR's slow-loading event, so no timer per request waits to send it. */
const DEFAULTS = { use: [fetchAfterCommit], loadingTimeout: 0 };

/** The SWR settings every client component shares. */
export function SwrDefaults({ children }: { children: ReactNode }) {
  return <SWRConfig value={DEFAULTS}>{children}</SWRConfig>;
}
