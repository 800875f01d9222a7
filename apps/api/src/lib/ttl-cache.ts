/**
 * A small in-process cache whose entries expire after a fixed time: for answers that may lag a little
 * behind the database (docs/decisions/010-catalogue-at-scale.md says which and by how much). At most
 * `maxEntries` are kept; when full, the oldest entry goes first. Every API process has its own.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  /** Loads on their way: callers that miss meanwhile wait for the same one instead of running it again. */
  private readonly loading = new Map<string, Promise<V>>();
  /** Moves on every delete or clear: a load that started before one is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  /**
   * The cached value, or the one `load` gives, which is then kept. Concurrent misses of one key share a
   * single load (fifty visitors arriving together run one count, not fifty); a failed load is not kept.
   */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load().then(
      (value) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (this.generation === generation) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
    this.generation++;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation++;
  }
}
