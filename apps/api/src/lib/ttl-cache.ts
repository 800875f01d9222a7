/**
 * A small in-process cache whose entries expire after a fixed time: for answers that may lag a little
 * behind the database (docs/decisions/010-catalogue-at-scale.md says which and by how much). At most
 * `maxEntries` are kept, and at most `maxWeight` in all when entries are weighed (bytes, say); when full,
 * the oldest entry goes first. Expired entries go whenever one is added, not only when their key is
 * asked again, so memory follows the traffic of the last `ttlMs`. Every API process has its own.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; weight: number }>();
  private weight = 0;
  /** Loads on their way: callers that miss meanwhile wait for the same one instead of running it again. */
  private readonly loading = new Map<string, Promise<V>>();
  /** Moves on every delete or clear: a load that started before one is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly maxWeight = Infinity,
  ) {}

  /** How many entries are kept, and their weight in all (both for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.value;
    this.drop(key);
    return undefined;
  }

  set(key: string, value: V, now = Date.now(), weight = 0): void {
    this.drop(key);
    this.sweep(now);
    this.makeRoom(weight);
    this.entries.set(key, { value, expires: now + this.ttlMs, weight });
    this.weight += weight;
  }

  /**
   * Gives the entry of `key` its weight once it is known (a page being rendered weighs nothing until it
   * is done), if it still holds `value`; older entries go to make room, and one heavier than the whole
   * cache is not kept.
   */
  weigh(key: string, value: V, weight: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    this.weight -= entry.weight;
    entry.weight = 0;
    if (weight > this.maxWeight) {
      this.drop(key);
      return;
    }
    this.makeRoom(weight, key);
    entry.weight = weight;
    this.weight += weight;
  }

  /** Entries were added with a fixed time to live, so the Map's order is their order of expiry. */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) break;
      this.drop(key);
    }
  }

  /** Room for `weight` more, and for one more entry unless `keep` is the entry being weighed. */
  private makeRoom(weight: number, keep?: string): void {
    const entriesLeft = keep === undefined ? this.maxEntries - 1 : this.maxEntries;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= entriesLeft && this.weight + weight <= this.maxWeight) return;
      if (key !== keep) this.drop(key);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.weight -= entry.weight;
    this.entries.delete(key);
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
    this.drop(key);
    this.loading.delete(key);
    this.generation++;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
    this.loading.clear();
    this.generation++;
  }
}
