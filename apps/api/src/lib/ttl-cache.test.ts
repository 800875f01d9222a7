import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

/** A load the test finishes by hand, counting how often it was started. */
function manualLoad<V>() {
  let starts = 0;
  let finish: (value: V) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = () => {
    starts++;
    return new Promise<V>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { load, finish: (v: V) => finish(v), fail: (e: Error) => fail(e), starts: () => starts };
}

describe('TtlCache.getOrLoad', () => {
  it('runs one load for many callers that miss together, and keeps its value', async () => {
    const cache = new TtlCache<number>(60_000);
    const count = manualLoad<number>();
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.getOrLoad('aden', count.load)));
    count.finish(1000);
    expect(await answers).toEqual(Array(50).fill(1000));
    expect(count.starts()).toBe(1);
    expect(await cache.getOrLoad('aden', () => Promise.resolve(7))).toBe(1000);
  });

  it('keeps nothing from a failed load: every waiting caller sees the failure, the next one loads again', async () => {
    const cache = new TtlCache<number>(60_000);
    const count = manualLoad<number>();
    const first = cache.getOrLoad('k', count.load);
    const second = cache.getOrLoad('k', count.load);
    count.fail(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    expect(await cache.getOrLoad('k', () => Promise.resolve(3))).toBe(3);
  });

  it('does not keep a value whose load started before the entry was dropped', async () => {
    const cache = new TtlCache<number>(60_000);
    const count = manualLoad<number>();
    const stale = cache.getOrLoad('k', count.load);
    cache.delete('k');
    count.finish(1);
    expect(await stale).toBe(1);
    expect(await cache.getOrLoad('k', () => Promise.resolve(2))).toBe(2);
  });
});
