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

describe('TtlCache memory', () => {
  it('drops expired entries when another is added, even if their keys are never asked again', () => {
    const cache = new TtlCache<string>(5_000, 500);
    for (let i = 0; i < 100; i++) cache.set(`once ${i}`, 'page', 1_000 + i);
    expect(cache.size).toBe(100);
    cache.set('later', 'page', 10_000);
    expect(cache.size).toBe(1);
    expect(cache.get('later', 10_001)).toBe('page');
  });

  it('keeps the weight under its bound, dropping the oldest first, and never keeps one entry heavier than the bound', () => {
    const cache = new TtlCache<string>(60_000, 500, 1_000);
    cache.set('a', 'A', 0, 400);
    cache.set('b', 'B', 1, 400);
    cache.set('c', 'C', 2, 400);
    expect([cache.get('a', 3), cache.get('b', 3), cache.get('c', 3)]).toEqual([undefined, 'B', 'C']);
    expect(cache.totalWeight).toBe(800);

    // Weighed once known: a page being rendered weighs nothing until it is done.
    cache.set('d', 'D', 4);
    cache.weigh('d', 'D', 700);
    expect([cache.get('b', 5), cache.get('c', 5), cache.get('d', 5)]).toEqual([undefined, undefined, 'D']);
    expect(cache.totalWeight).toBe(700);
    cache.weigh('d', 'D', 5_000);
    expect(cache.get('d', 6)).toBeUndefined();
    expect(cache.totalWeight).toBe(0);
  });

  it('does not weigh an entry that was replaced meanwhile', () => {
    const cache = new TtlCache<string>(60_000, 500, 1_000);
    cache.set('k', 'old', 0);
    cache.set('k', 'new', 1, 100);
    cache.weigh('k', 'old', 900);
    expect(cache.totalWeight).toBe(100);
    cache.delete('k');
    expect(cache.totalWeight).toBe(0);
  });
});
