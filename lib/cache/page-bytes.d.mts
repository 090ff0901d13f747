import type { ServerResponse } from 'node:http';

/** Names `bytes` as what to send for the page text `text` (page-bytes.mjs). */
export function rememberPageBytes(text: string, bytes: Buffer): void;
/** The bytes to send for a page text, if the page cache named some. */
export function pageBytesOf(text: string): Buffer | undefined;
/** Makes `response.end(text)` send the page's bytes when the page cache named some for that text. */
export function sendPageBytes(response: ServerResponse): void;
