// A value loaded on demand and kept in memory for a short time; writers call invalidate().
// Concurrent readers share one in-flight load, so polling clients cost one query per TTL.
//
// Several platform instances each keep their own copy: a value that belongs to a CacheGroup is
// dropped on every instance when one invalidates it (core/events/redis-event-bus.ts carries the name),
// so an operator's change does not come back from another instance's cache for a whole TTL.

/** The named caches of one platform instance, and how an invalidation reaches the other instances. */
export class CacheGroup {
  private readonly members = new Map<string, Cached<unknown>>();
  /** Set by the event bus: tells the other instances; resolves once they have been told. */
  broadcast?: (name: string) => Promise<void>;

  add(name: string, cached: Cached<unknown>): void {
    this.members.set(name, cached);
  }

  /** Another instance invalidated `name`. */
  dropLocal(name: string): void {
    this.members.get(name)?.dropLocal();
  }
}

export class Cached<T> {
  private value: Promise<T> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly shared?: { name: string; group: CacheGroup },
  ) {
    shared?.group.add(shared.name, this as Cached<unknown>);
  }

  get(): Promise<T> {
    if (!this.value || Date.now() - this.loadedAt > this.ttlMs) {
      this.loadedAt = Date.now();
      const loading = this.load();
      this.value = loading;
      // A failed load must not stay cached.
      loading.catch(() => {
        if (this.value === loading) this.value = undefined;
      });
    }
    return this.value;
  }

  /** Drops the value here and, for a shared value, on every other instance before it resolves. */
  async invalidate(): Promise<void> {
    this.value = undefined;
    if (this.shared?.group.broadcast) await this.shared.group.broadcast(this.shared.name);
  }

  dropLocal(): void {
    this.value = undefined;
  }
}
