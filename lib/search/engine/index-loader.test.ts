import { afterEach, describe, expect, it, vi } from 'vitest';
import { IndexLoadError, loadIndex, loadIndexPart } from './index-loader';

function stubFetch(bodies: Record<string, unknown>) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const body = bodies[new URL(url, 'http://localhost/').pathname];
    return body === undefined ? new Response('missing', { status: 404 }) : Response.json(body);
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('index loader', () => {
  it('resolves the parts of a sharded index against the index URL, so a base path carries over', async () => {
    const urls = stubFetch({ '/pr-42/search-index/t3.json': { format: 2 } });
    await expect(loadIndexPart('/pr-42/search-index.json', 'search-index/t3.json')).resolves.toEqual({ format: 2 });
    expect(urls).toEqual(['http://localhost/pr-42/search-index/t3.json']);
  });

  it('starts loading the record metadata as soon as a sharded manifest arrives, once', async () => {
    const urls = stubFetch({
      '/docs/search-index.json': { format: 2, meta: 'search-index/meta.json' },
      '/docs/search-index/meta.json': { format: 2 },
    });
    await loadIndex('/docs/search-index.json');
    await vi.waitFor(() =>
      expect(urls).toEqual(['/docs/search-index.json', 'http://localhost/docs/search-index/meta.json']),
    );
    await loadIndexPart('/docs/search-index.json', 'search-index/meta.json');
    expect(urls).toHaveLength(2);
  });

  it('reports a missing part as IndexLoadError and tries again on the next call', async () => {
    const urls = stubFetch({});
    await expect(loadIndexPart('/search-index.json', 'search-index/b0.json')).rejects.toBeInstanceOf(IndexLoadError);
    await expect(loadIndexPart('/search-index.json', 'search-index/b0.json')).rejects.toThrow('HTTP 404');
    expect(urls).toHaveLength(2);
  });
});
