import { describe, expect, it } from 'vitest';
import { once, oncePerKey } from './once';

describe('once', () => {
  it('runs the load once and gives every caller the same promise', async () => {
    let calls = 0;
    const load = once(async () => ++calls);
    const [a, b] = [load(), load()];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(await load()).toBe(1);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const load = once(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return 'ok';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('ok');
    expect(calls).toBe(2);
  });

  it('per key: each key loads once, keys do not share a load, and a failed key is tried again', async () => {
    const calls: string[] = [];
    const load = oncePerKey(async (key) => {
      calls.push(key);
      if (key === 'bad' && calls.filter((k) => k === 'bad').length === 1) throw new Error('offline');
      return key.toUpperCase();
    });
    expect(load('a')).toBe(load('a'));
    expect(await load('b')).toBe('B');
    await expect(load('bad')).rejects.toThrow('offline');
    expect(await load('bad')).toBe('BAD');
    expect(calls).toEqual(['a', 'b', 'bad', 'bad']);
  });
});
