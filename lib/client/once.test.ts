import { describe, expect, it } from 'vitest';
import { once } from './once';

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
});
