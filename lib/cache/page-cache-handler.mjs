// The portal's cache handler (`cacheHandler` in next.config.ts, Next's documented interface: get,
// set, revalidateTag, resetRequestCache): pages and fetched data kept in this process's memory
// (an LRU bounded by size) and, with REDIS_URL, shared with every other portal instance through
// Redis (redis-tier.mjs). Plain JavaScript: Next imports it at run time, unbundled.
//
// Tags are decided here: an entry is gone once any of its tags (a page's from its
// `x-next-cache-tags` header, a fetch's from the call) was revalidated after the entry was stored.
// A revalidation on one instance reaches the others through Redis at once.
//
// No maintained handler fits: @neshca/cache-handler stops at Next 14, and the Redis example in
// Next's repository keeps no tag times across instances. Nothing here imports Next's private
// modules.
import { portalMetrics } from '../metrics/portal-metrics.mjs';
import { pageScriptPolicy } from './page-csp.mjs';
import { redisTier } from './redis-tier.mjs';
import { revalidatedAt, revalidateTags } from './tag-times.mjs';

/** Next's header naming a rendered page's cache tags. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** What this process keeps in memory at most (pages are 50–200 KB of HTML plus their flight data). */
const MEMORY_BYTES = 128 * 1024 * 1024;

const isPageWithHtml = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string';

/**
 * A rendered not-found or error page (notFound() in a cached route: an unknown category, any unknown
 * path under a locale). Never stored: every made-up path would otherwise add its own copy in memory
 * and in Redis. Rendering it again is cheap.
 */
export const isErrorPage = (value) => (value?.kind === 'APP_PAGE' || value?.kind === 'PAGES') && typeof value.status === 'number' && value.status >= 400;

function sizeOf(entry) {
  const value = entry.value ?? {};
  let bytes = 1024;
  if (typeof value.html === 'string') bytes += value.html.length * 2;
  if (value.rscData) bytes += value.rscData.byteLength ?? 0;
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) bytes += segment.byteLength ?? 0;
  if (value.body) bytes += value.body.byteLength ?? 0;
  if (value.kind === 'FETCH') bytes += JSON.stringify(value.data ?? '').length;
  return bytes;
}

/** Entries by key, least recently used first (a Map keeps insertion order), bounded by their size. */
class MemoryTier {
  entries = new Map();
  bytes = 0;

  get(key) {
    const held = this.entries.get(key);
    if (!held) return undefined;
    this.entries.delete(key);
    this.entries.set(key, held);
    return held.entry;
  }

  set(key, entry) {
    this.delete(key);
    const size = sizeOf(entry);
    if (size > MEMORY_BYTES) return;
    this.entries.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, held] of this.entries) {
      if (this.bytes <= MEMORY_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= held.size;
    }
  }

  delete(key) {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.bytes -= held.size;
  }
}

// One memory tier per process: Next makes a handler per request, and may load this file twice.
const MEMORY = Symbol.for('portal.page-cache.memory');
const memory = (globalThis[MEMORY] ??= new MemoryTier());

/** The tags an entry answers to. */
function tagsOf(entry, ctx) {
  if (entry.value?.kind === 'FETCH') return [...(ctx?.tags ?? entry.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = entry.value?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

const expired = (entry, ctx) => tagsOf(entry, ctx).some((tag) => revalidatedAt(tag) >= entry.lastModified);

/**
 * The page's own script policy (page-csp.mjs) among the headers Next sends with a cache hit: the
 * hashes of exactly the inline scripts of this HTML.
 */
function withScriptPolicy(value) {
  const headers = { ...value.headers };
  delete headers['content-security-policy'];
  headers['content-security-policy'] = pageScriptPolicy(value.html);
  return { ...value, headers };
}

export default class PageCacheHandler {
  constructor(ctx = {}) {
    this.shared = redisTier(ctx.serverDistDir);
  }

  async get(key, ctx) {
    let entry = memory.get(key);
    let tier = entry ? 'memory' : 'miss';
    if (!entry && this.shared) {
      entry = await this.shared.get(key);
      if (entry) {
        tier = 'redis';
        memory.set(key, entry);
      }
    }
    if (entry && expired(entry, ctx)) {
      memory.delete(key);
      entry = undefined;
      tier = 'miss';
    }
    portalMetrics().cache.inc({ tier });
    return entry ?? null;
  }

  async set(key, data, ctx = {}) {
    if (data === null || isErrorPage(data)) {
      memory.delete(key);
      return;
    }
    const value = isPageWithHtml(data) ? withScriptPolicy(data) : data;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const entry = { value, lastModified: Date.now(), ...(cacheControl ? { cacheControl } : {}), ...(ctx.tags ? { tags: ctx.tags } : {}) };
    memory.set(key, entry);
    await this.shared?.set(key, entry, cacheControl?.expire ?? ctx.revalidate);
  }

  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    const times = revalidateTags(list);
    await this.shared?.revalidate(times);
  }

  resetRequestCache() {}
}
