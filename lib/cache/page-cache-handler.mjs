// Next's own file-system cache (memory + .next/server/app), storing each rendered page in ASCII
// (ascii-html.mjs) so cache hits are sent without a per-request UTF-8 conversion. Loaded by
// `next start` through `cacheHandler` in next.config.ts; plain JavaScript because Next imports it
// at run time. A shared cache (e.g. Redis for several portal instances) would extend this class.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { asciiHtml } from './ascii-html.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string') {
      return super.set(key, { ...data, html: asciiHtml(data.html) }, ctx);
    }
    return super.set(key, data, ctx);
  }
}
