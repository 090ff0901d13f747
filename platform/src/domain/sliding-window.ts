// Sliding-window request log per key, in memory (one process; a shared deployment moves it to
// Redis). Unlike FixedWindowLimiter it says how long until the next request would pass.

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  /** Counts a request; returns 0 when allowed, else the milliseconds until one would be. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < windowMs);
    if (this.hits.size > 10_000) this.prune(now, windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return windowMs - (now - recent[recent.length - limit]);
    }
    recent.push(now);
    this.hits.set(key, recent);
    return 0;
  }

  private prune(now: number, windowMs: number): void {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= windowMs)) this.hits.delete(key);
  }
}
