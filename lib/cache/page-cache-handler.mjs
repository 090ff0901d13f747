// Next's own file-system cache (memory + .next/server/app), keeping each rendered page's HTML as
// an ASCII-only string (ascii-html.mjs). Loaded by `next start` through `cacheHandler` in
// next.config.ts; plain JavaScript because Next imports it at run time. A shared cache (e.g. Redis
// for several portal instances) would extend this class.
//
// Why text: Next sends a cached page held as a string with one `res.end(string)` and a
// Content-Length, and anything else (bytes included) through a web stream, whose promises cost more
// than the page's bytes on every hit. Why ASCII: see ascii-html.mjs. Escaping is done once, when a
// page is stored or first read back; so are the page's UTF-8 bytes, which the request hook sends in
// place of that text (page-bytes.mjs). `npm run bench` measures it.
//
// With REDIS_URL, several portal instances share what they render (redis-tier.mjs): memory first,
// then this instance's disk, then Redis; every write goes to Redis too, and a revalidated tag
// reaches every instance.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import TagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { asciiHtml, unescapedHtml } from './ascii-html.mjs';
import { rememberPage } from './page-bytes.mjs';
import { redisTier } from './redis-tier.mjs';
import { portalMetrics } from '../metrics/portal-metrics.mjs';
import { pageScriptPolicy } from './page-csp.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const { areTagsExpired, areTagsStale } = TagsManifestModule.default ?? TagsManifestModule;
/** Next's header naming a rendered page's cache tags (lib/constants NEXT_CACHE_TAGS_HEADER). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

const isPageWithHtml = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string';

/**
 * A rendered not-found or error page (notFound() in a cached route: an unknown category, any unknown
 * path under a locale). Never stored: every made-up path would otherwise add its own copy in memory,
 * on disk and in Redis (200 random paths: 1,400 files, 24 MB). Rendering it again is cheap.
 */
export const isErrorPage = (value) => (value?.kind === 'APP_PAGE' || value?.kind === 'PAGES') && typeof value.status === 'number' && value.status >= 400;

/**
 * Entries already escaped, with the bytes to send for them (page-bytes.mjs): the UTF-8 form of the
 * unescaped document. A memory-cache hit returns the same object, found without a scan.
 */
const bytesOf = new WeakMap();

/** The tags an entry from Redis answers to, as Next's own tiers read them. */
function tagsOf(entry, ctx) {
  if (entry.value?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const header = entry.value?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * The page's own script policy (page-csp.mjs) among the headers Next sends with a cache hit: the
 * hashes of exactly the inline scripts of this HTML, in both forms a browser may receive (the UTF-8
 * bytes, or the ASCII text when no bytes are named for it).
 */
function withScriptPolicy(value, original) {
  const headers = { ...value.headers };
  delete headers['content-security-policy'];
  headers['content-security-policy'] = pageScriptPolicy(value.html, original);
  value.headers = headers;
  return value;
}

/** A page entry made ready to send: ASCII text, its script policy and its bytes (once per entry). */
function prepared(value, original) {
  value.html = asciiHtml(original);
  withScriptPolicy(value, original);
  bytesOf.set(value, Buffer.from(original));
  return value;
}

/**
 * Whether Next would now serve this page's entry as a fresh memory hit (IncrementalCache.get's
 * rule: still the entry in memory, younger than its revalidate time, no tag of it revalidated),
 * counted as one when it would: the request hook may then send it again itself (page-replay.mjs).
 * Named in each page it is asked of: Next may load this file more than once, each copy with its
 * own memory tier, and only the copy that read the entry knows it.
 */
function servedFresh({ key, entry }, maxAgeSeconds) {
  if (FileSystemCache.memoryCache?.get(key) !== entry) return false;
  const { lastModified } = entry;
  if (!(Date.now() < lastModified + maxAgeSeconds * 1000)) return false;
  const tags = tagsOf(entry, {});
  if (tags.length > 0 && (areTagsExpired(tags, lastModified) || areTagsStale(tags, lastModified))) return false;
  portalMetrics().cache.inc({ tier: 'memory' });
  return true;
}

export default class PageCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.shared = redisTier(ctx.serverDistDir);
    // With a shared tier, what instances render lives in Redis; the disk keeps only the build's own
    // pages (several instances may share one build directory, and must not serve each other's files).
    if (this.shared) this.flushToDisk = false;
  }

  async get(key, ctx) {
    const inMemory = FileSystemCache.memoryCache?.has(key) ?? false;
    let entry = await super.get(key, ctx);
    let tier = entry ? (inMemory ? 'memory' : 'disk') : 'miss';
    if (!entry) {
      entry = await this.sharedEntry(key, ctx);
      if (entry) tier = 'redis';
    }
    portalMetrics().cache.inc({ tier });
    const value = entry?.value;
    // A page read back from disk (after a restart, or prerendered at build) arrives as it was
    // written, escaped: made ready once from the document it was; the memory cache keeps this same
    // object for later hits.
    if (isPageWithHtml(value)) {
      if (!bytesOf.has(value)) prepared(value, unescapedHtml(value.html));
      rememberPage(value.html, { bytes: bytesOf.get(value), key, entry, servedFresh });
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (isErrorPage(data)) return;
    let stored = data;
    if (isPageWithHtml(data)) stored = prepared({ ...data }, data.html);
    await super.set(key, stored, ctx);
    if (this.shared && stored) {
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      await this.shared.set(key, { value: stored, lastModified: Date.now(), cacheControl }, cacheControl?.expire ?? ctx.revalidate);
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await this.shared?.revalidate(typeof tags === 'string' ? [tags] : tags);
  }

  /** What another instance stored, unless a tag expired it since; kept in this instance's memory. */
  async sharedEntry(key, ctx) {
    if (!this.shared) return null;
    const entry = await this.shared.get(key);
    if (!entry) return null;
    if (entry.value?.kind === 'FETCH' && tagsOf(entry, ctx).some((tag) => this.revalidatedTags?.includes(tag))) return null;
    if (areTagsExpired(tagsOf(entry, ctx), entry.lastModified)) return null;
    // Stored escaped by the instance that rendered it: made ready here from the document it was.
    if (isPageWithHtml(entry.value)) prepared(entry.value, unescapedHtml(entry.value.html));
    FileSystemCache.memoryCache?.set(key, entry);
    return entry;
  }
}
