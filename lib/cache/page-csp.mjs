// The script policy of one cached page: its inline scripts by SHA-256, computed once when the page
// is stored (page-cache-handler.mjs). Sent beside the base policy of lib/edge/security-headers.ts;
// the browser enforces both, so on a cached page only same-origin files and exactly these inline
// scripts run (the base policy's 'unsafe-inline' no longer helps an injected script).
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\ssrc\s*=/i;
// Data blocks (JSON-LD, JSON) are never executed and need no hash.
const DATA_TYPE = /\stype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** `script-src 'self' 'sha256-…' …` for the inline scripts of each form of a page (`htmls`). */
export function pageScriptPolicy(...htmls) {
  const hashes = new Set();
  for (const [, attributes, body] of htmls.flatMap((html) => [...html.matchAll(SCRIPT)])) {
    if (EXTERNAL.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return ["script-src 'self'", ...hashes].join(' ') + "; script-src-attr 'none'; object-src 'none'; base-uri 'none'";
}
