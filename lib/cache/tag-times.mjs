// When each cache tag was last revalidated (milliseconds), per process: the page cache handler
// drops an entry stored before its tag's time (page-cache-handler.mjs); the Redis tier brings the
// times other instances recorded (redis-tier.mjs). One table per process (Next may load the handler
// more than once).
const TIMES = Symbol.for('portal.page-cache.tag-times');
const times = (globalThis[TIMES] ??= new Map());

/** The last revalidation of `tag`, or -Infinity. */
export function revalidatedAt(tag) {
  return times.get(tag) ?? -Infinity;
}

/** Records a revalidation (a later time wins). */
export function applyTagTime(tag, at) {
  if (typeof at === 'number' && !(revalidatedAt(tag) >= at)) times.set(tag, at);
}

/** Revalidates `tags` now; returns what was recorded, for the other instances. */
export function revalidateTags(tags, now = Date.now()) {
  for (const tag of tags) applyTagTime(tag, now);
  return tags.map((tag) => ({ tag, at: revalidatedAt(tag) }));
}
