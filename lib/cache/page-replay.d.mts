import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The bytes sent for a page, the page cache's entry they were made for (its key and memory-cache
 * object), and the page cache's rule telling whether Next would now serve that entry as a fresh hit.
 */
export interface CachedPage {
  bytes: Buffer;
  key?: string;
  entry?: object;
  servedFresh?: (page: CachedPage, maxAgeSeconds: number) => boolean;
}
/** Whether Next would now serve `page`'s entry as a fresh hit (false before the page cache has loaded). */
export function servedFresh(page: CachedPage, maxAgeSeconds: number): boolean;
/** The encoding Next's compression would choose, or undefined where it might choose otherwise. */
export function negotiatedEncoding(acceptEncoding: string | undefined): 'gzip' | 'identity' | undefined;
/** Lets the answer to this request be kept for the next ones (a plain document request, after its gates). */
export function markReplayable(request: IncomingMessage, response: ServerResponse): void;
/** Keeps what Next is sending for a marked request (called as the page's bytes go out). */
export function keepSentPage(response: ServerResponse, page: CachedPage): void;
/** Sends the kept answer for this request's URL when Next would send the same one now. */
export function replayPage(request: IncomingMessage, response: ServerResponse): boolean;
