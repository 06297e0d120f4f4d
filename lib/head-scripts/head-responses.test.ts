import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HEAD_RESPONSES_SCRIPT } from './head-responses';

interface FakeResponse {
  bodiesRead: number;
  clone: () => { arrayBuffer: () => Promise<ArrayBuffer> };
}

/** Runs the head script in a fresh context whose `fetch` records what was asked and which bodies were read. */
function install() {
  const responses: FakeResponse[] = [];
  const calls: unknown[][] = [];
  const win: { fetch: (input: unknown, init?: { method?: string }) => Promise<FakeResponse> } = {
    fetch: (...args) => {
      calls.push(args);
      const response: FakeResponse = {
        bodiesRead: 0,
        clone: () => ({ arrayBuffer: async () => (response.bodiesRead++, new ArrayBuffer(0)) }),
      };
      responses.push(response);
      return Promise.resolve(response);
    },
  };
  runInNewContext(HEAD_RESPONSES_SCRIPT, { window: win, Request });
  return { fetch: win.fetch, responses, calls };
}

describe('the head script that reads HEAD responses (lib/head-scripts/head-responses.ts)', () => {
  it('reads the body of a HEAD response from a clone, and hands the caller the response itself', async () => {
    const { fetch, responses } = install();
    const response = await fetch('/category/api', { method: 'HEAD' });
    await Promise.resolve();
    expect(response).toBe(responses[0]);
    expect(response.bodiesRead).toBe(1);
  });

  it('knows a HEAD request given as a Request object, and any letter case of the method', async () => {
    const { fetch, responses } = install();
    await fetch(new Request('http://127.0.0.1/x', { method: 'HEAD' }));
    await fetch('/y', { method: 'head' });
    await Promise.resolve();
    expect(responses.map((r) => r.bodiesRead)).toEqual([1, 1]);
  });

  it('leaves every other request alone, passing its arguments through unchanged', async () => {
    const { fetch, responses, calls } = install();
    const init = { method: 'POST' };
    await fetch('/a');
    await fetch('/b', init);
    await Promise.resolve();
    expect(responses.map((r) => r.bodiesRead)).toEqual([0, 0]);
    expect(calls).toEqual([
      ['/a', undefined],
      ['/b', init],
    ]);
  });

  it('does nothing where there is no fetch', () => {
    const win: { fetch?: unknown } = {};
    runInNewContext(HEAD_RESPONSES_SCRIPT, { window: win, Request });
    expect(win.fetch).toBeUndefined();
  });
});
