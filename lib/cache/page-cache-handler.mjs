// Next's own file-system cache (memory + .next/server/app), keeping each rendered page's HTML as
// UTF-8 bytes. Loaded by `next start` through `cacheHandler` in next.config.ts; plain JavaScript
// because Next imports it at run time. A shared cache (e.g. Redis for several portal instances)
// would extend this class.
//
// Why bytes: Next sends a cached page held as a string with `res.end(string)`, and Node converts
// the whole string to UTF-8 on every response (three times slower again when it holds Thai or any
// non-Latin-1 text). A Buffer is written to the socket as it is. `npm run bench` measures it.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

const isPageWithHtmlText = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string';

export default class PageCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    // A page read back from disk (after a restart) arrives as text: convert it once; the memory
    // cache keeps this same object, so later hits find the bytes.
    if (isPageWithHtmlText(entry?.value)) entry.value.html = Buffer.from(entry.value.html, 'utf8');
    return entry;
  }

  async set(key, data, ctx) {
    return super.set(key, isPageWithHtmlText(data) ? { ...data, html: Buffer.from(data.html, 'utf8') } : data, ctx);
  }
}
