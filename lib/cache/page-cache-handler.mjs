// Next's own file-system cache (memory + .next/server/app), keeping each rendered page's HTML as
// an ASCII-only string (ascii-html.mjs). Loaded by `next start` through `cacheHandler` in
// next.config.ts; plain JavaScript because Next imports it at run time. A shared cache (e.g. Redis
// for several portal instances) would extend this class.
//
// Why text: Next sends a cached page held as a string with one `res.end(string)` and a
// Content-Length, and anything else (bytes included) through a web stream, whose promises cost more
// than the page's bytes on every hit. Why ASCII: see ascii-html.mjs. Escaping is done once, when a
// page is stored or first read back. `npm run bench` measures it.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { asciiHtml } from './ascii-html.mjs';
import { pageScriptPolicy } from './page-csp.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

const isPageWithHtml = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string';

/** Entries already escaped: a memory-cache hit returns the same object, checked without a scan. */
const escaped = new WeakSet();

/**
 * The page's own script policy (page-csp.mjs) among the headers Next sends with a cache hit: the
 * hashes of exactly the inline scripts of this HTML (the ASCII form the browser receives).
 */
function withScriptPolicy(value) {
  const headers = { ...value.headers };
  delete headers['content-security-policy'];
  headers['content-security-policy'] = pageScriptPolicy(value.html);
  value.headers = headers;
  return value;
}

export default class PageCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry?.value;
    // A page read back from disk (after a restart, or prerendered at build) arrives as it was
    // written: escape it once; the memory cache keeps this same object for later hits.
    if (isPageWithHtml(value) && !escaped.has(value)) {
      value.html = asciiHtml(value.html);
      withScriptPolicy(value);
      escaped.add(value);
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (!isPageWithHtml(data)) return super.set(key, data, ctx);
    const page = withScriptPolicy({ ...data, html: asciiHtml(data.html) });
    escaped.add(page);
    return super.set(key, page, ctx);
  }
}
