import type { ServerResponse } from 'node:http';
import type { CachedPage } from './page-replay.mjs';

/** Names `page.bytes` as what to send for the page text `text` (page-bytes.mjs). */
export function rememberPage(text: string, page: CachedPage): void;
/** The page named for a page text (its bytes and cache entry), if the page cache named one. */
export function namedPage(text: string): CachedPage | undefined;
/** The bytes to send for a page text, if the page cache named some. */
export function pageBytesOf(text: string): Buffer | undefined;
/** Makes `response.end(text)` send the page's bytes when the page cache named some for that text. */
export function sendPageBytes(response: ServerResponse): void;
