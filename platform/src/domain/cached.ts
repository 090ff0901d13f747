// A value loaded on demand and kept in memory for a short time; writers call invalidate().
// Concurrent readers share one in-flight load, so polling clients cost one query per TTL.

export class Cached<T> {
  private value: Promise<T> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

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

  invalidate(): void {
    this.value = undefined;
  }
}
