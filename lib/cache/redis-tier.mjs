// The shared tier of the portal's page and data cache, used when REDIS_URL is set (issue #16): every
// portal instance keeps its own memory tier in front (a hit costs what it costs with one instance)
// and reads a page another instance rendered from Redis on a memory miss; a tag revalidated on one
// instance is written to Redis and published, and every instance applies it to Next's tag manifest
// at once, so a cached page of any instance expires with it.
//
// Redis is an accelerator here, never a dependency: when it is down or slow, a read is a miss and a
// write is dropped (the page renders as on a single instance), and pages keep being served.
import { deserialize, serialize } from 'node:v8';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { applyTagTime } from './tag-times.mjs';

// REDIS_URL, REDIS_CACHE_PREFIX and REDIS_CACHE_TIMEOUT_MS are declared, with these defaults, and
// checked at start in lib/env.ts; this file reads them itself because Next imports it unbundled, as
// plain JavaScript. An empty value is unset, as there.
const REDIS_TIER_DEFAULTS = { prefix: 'portal:cache', timeoutMs: 250 };

const PREFIX = process.env.REDIS_CACHE_PREFIX || REDIS_TIER_DEFAULTS.prefix;
const TAGS_KEY = `${PREFIX}:tags`;
const TAGS_CHANNEL = `${PREFIX}:tags`;
/** A stored entry lives at most this long in Redis (Next decides freshness; this only bounds memory). */
const MAX_TTL_SECONDS = 24 * 60 * 60;
const MIN_TTL_SECONDS = 60;
/** A Redis read slower than this is a miss: rendering the page again is cheaper than waiting. */
const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_CACHE_TIMEOUT_MS || REDIS_TIER_DEFAULTS.timeoutMs);

/** One shared tier per process: Next makes a cache handler per request. */
let shared;

/** The process's shared tier, or undefined without REDIS_URL. */
export function redisTier(serverDistDir) {
  const url = process.env.REDIS_URL || undefined;
  if (!url) return undefined;
  shared ??= new RedisTier(url, buildIdOf(serverDistDir));
  return shared;
}

/** Entries are per build: a page of another build names JavaScript chunks this one does not have. */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

class RedisTier {
  constructor(url, buildId) {
    this.entryPrefix = `${PREFIX}:${buildId}:`;
    const options = { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS };
    this.client = new Redis(url, options);
    // The subscription waits for the connection (and is renewed by ioredis after a reconnect).
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });
    this.ready = new Promise((resolve) => this.client.once('ready', resolve));
    let warned = false;
    const warn = (error) => {
      if (warned) return;
      warned = true;
      console.warn(`page cache: Redis unavailable (${error.message}); serving from this instance's memory`);
    };
    this.client.on('error', warn);
    this.subscriber.on('error', warn);
    this.client.on('ready', () => {
      warned = false;
      void this.loadTags();
    });
    this.subscriber.on('message', (channel, message) => {
      if (channel !== TAGS_CHANNEL) return;
      try {
        const { tag, at } = JSON.parse(message);
        if (typeof tag === 'string') applyTagTime(tag, at);
      } catch {
        // Not ours: ignore.
      }
    });
    this.subscriber.subscribe(TAGS_CHANNEL).catch(warn);
  }

  /** Tags revalidated before this instance started (or while it was cut off). */
  async loadTags() {
    try {
      const all = await this.client.hgetall(TAGS_KEY);
      for (const [tag, at] of Object.entries(all)) applyTagTime(tag, Number(at));
    } catch {
      // A later message or restart brings them.
    }
  }

  /** Right after start the connection is still opening: wait for it briefly rather than drop the command. */
  async connected() {
    if (this.client.status === 'ready') return true;
    let timer;
    const gaveUp = new Promise((resolve) => (timer = setTimeout(() => resolve(false), COMMAND_TIMEOUT_MS)));
    const ready = await Promise.race([this.ready.then(() => true), gaveUp]);
    clearTimeout(timer);
    return ready;
  }

  /** The entry stored under `key` ({ value, lastModified, cacheControl }), or undefined. */
  async get(key) {
    if (!(await this.connected())) return undefined;
    try {
      const stored = await this.client.getBuffer(this.entryPrefix + key);
      return stored ? deserialize(stored) : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key, entry, ttlSeconds) {
    if (!(await this.connected())) return;
    const ttl = Math.min(MAX_TTL_SECONDS, Math.max(MIN_TTL_SECONDS, Math.ceil(ttlSeconds ?? MAX_TTL_SECONDS)));
    try {
      await this.client.set(this.entryPrefix + key, serialize(entry), 'EX', ttl);
    } catch {
      // Dropped: another instance renders the page itself.
    }
  }

  /** Records the tags' new times (`[{ tag, at }]`) in Redis and tells every instance (this one has them already). */
  async revalidate(times) {
    const tags = times.map(({ tag }) => tag);
    if (!(await this.connected())) {
      console.warn(`page cache: Redis not connected; ${tags.join(', ')} revalidated on this instance only`);
      return;
    }
    try {
      const pipeline = this.client.multi();
      for (const { tag, at } of times) {
        pipeline.hset(TAGS_KEY, tag, String(at));
        pipeline.publish(TAGS_CHANNEL, JSON.stringify({ tag, at }));
      }
      await pipeline.exec();
    } catch (error) {
      console.warn(`page cache: could not share the revalidation of ${tags.join(', ')} (${error.message})`);
    }
  }
}
