import { describe, expect, it } from 'vitest';
import { tracked } from './tracked';

describe('tracked promises', () => {
  it('carry their value once fulfilled, and are the same promise', async () => {
    const promise = Promise.resolve(42);
    const out = tracked(promise);
    expect(out).toBe(promise);
    expect(out.status).toBeUndefined();
    await out;
    expect(out).toMatchObject({ status: 'fulfilled', value: 42 });
  });

  it('carry their reason once rejected, without an unhandled rejection of their own', async () => {
    const error = new Error('offline');
    const out = tracked(Promise.reject(error));
    await expect(out).rejects.toBe(error);
    expect(out).toMatchObject({ status: 'rejected', reason: error });
  });
});
