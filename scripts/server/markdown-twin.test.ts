import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTree } from '../../tests/helpers/fixture-tree';
import { prefersMarkdown } from './markdown-twin';
import { createStaticServer } from './server';

const LONG_TWIN = `# Web UI\n\n${'The web UI shows what the agent does. '.repeat(20)}\n`;
const root = fixtureTree({
  'out/index.html': '<html>HOME</html>',
  'out/index.md': '# Home',
  'out/404.html': 'NOT FOUND PAGE',
  'out/usage/web-ui.html': '<html>WEB UI</html>',
  'out/usage/web-ui.md': LONG_TWIN,
  'out/search.html': '<html>SEARCH</html>',
  'out/app.js': 'console.log(1)',
});

interface Answer {
  status: number;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const MD = { Accept: 'text/markdown' };
const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const LINK = '</usage/web-ui.md>; rel="alternate"; type="text/markdown"';

describe('Markdown on request from the site server', () => {
  const server = createStaticServer({ dir: `${root}/out` });
  const based = createStaticServer({ dir: `${root}/out`, base: '/pr-42/' });
  let port = 0;
  let basedPort = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => based.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    basedPort = (based.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    based.close();
  });

  it('sends a page twin as text/markdown to a client that asks for Markdown', async () => {
    const answer = await get(port, '/usage/web-ui', MD);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(LONG_TWIN);
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept, Accept-Encoding');
    expect(answer.headers.link).toBe(LINK);
  });

  it('still sends HTML, with Vary: Accept and the Link to the twin, to browsers and to clients that send no Accept', async () => {
    for (const headers of [{}, BROWSER, { Accept: '*/*' }, { Accept: 'text/html, text/markdown' }]) {
      const answer = await get(port, '/usage/web-ui', headers);
      expect(answer.body.toString()).toBe('<html>WEB UI</html>');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept, Accept-Encoding');
      expect(answer.headers.link).toBe(LINK);
    }
  });

  it('answers the landing page with index.md, and every form of a page URL alike', async () => {
    expect((await get(port, '/', MD)).body.toString()).toBe('# Home');
    expect((await get(port, '/', {})).headers.link).toBe('</index.md>; rel="alternate"; type="text/markdown"');
    expect((await get(port, '/usage/web-ui.html', MD)).body.toString()).toBe(LONG_TWIN);
  });

  it('names the twin under the base path the site is served at', async () => {
    const answer = await get(basedPort, '/pr-42/usage/web-ui', MD);
    expect(answer.body.toString()).toBe(LONG_TWIN);
    expect(answer.headers.link).toBe('</pr-42/usage/web-ui.md>; rel="alternate"; type="text/markdown"');
  });

  it('compresses the twin for clients that accept it, and answers HEAD without a body', async () => {
    const zipped = await get(port, '/usage/web-ui', { ...MD, 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(LONG_TWIN);
    const head = await get(port, '/usage/web-ui', MD, 'HEAD');
    expect(head.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(LONG_TWIN));
    expect(head.body.length).toBe(0);
  });

  it('keeps the two representations apart in conditional requests', async () => {
    const html = await get(port, '/usage/web-ui', {});
    const md = await get(port, '/usage/web-ui', MD);
    expect(html.headers.etag).not.toBe(md.headers.etag);
    expect((await get(port, '/usage/web-ui', { ...MD, 'If-None-Match': String(md.headers.etag) })).status).toBe(304);
    expect((await get(port, '/usage/web-ui', { ...MD, 'If-None-Match': String(html.headers.etag) })).status).toBe(200);
  });

  it('leaves pages without a twin, the twins themselves, other files and the not-found page as they were', async () => {
    const search = await get(port, '/search', MD);
    expect(search.body.toString()).toBe('<html>SEARCH</html>');
    expect(search.headers.link).toBeUndefined();
    expect(search.headers.vary).toBe('Accept-Encoding');
    const twin = await get(port, '/usage/web-ui.md', {});
    expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.headers.link).toBeUndefined();
    expect((await get(port, '/app.js', MD)).headers.link).toBeUndefined();
    const missing = await get(port, '/nope', MD);
    expect(missing.status).toBe(404);
    expect(missing.headers.link).toBeUndefined();
  });
});

describe('which Accept headers prefer Markdown', () => {
  const prefers = (accept?: string) => prefersMarkdown({ headers: accept === undefined ? {} : { accept } });

  it('Markdown when it ranks above HTML by quality, or first at equal quality', () => {
    expect(prefers('text/markdown')).toBe(true);
    expect(prefers('text/markdown, text/html')).toBe(true);
    expect(prefers('text/html;q=0.9, text/markdown')).toBe(true);
    expect(prefers('text/markdown, */*;q=0.8')).toBe(true);
  });

  it('HTML otherwise: no header, wildcards, HTML first, Markdown refused, neither accepted', () => {
    for (const accept of [
      undefined,
      '*/*',
      'text/*',
      'text/html, text/markdown',
      'text/markdown;q=0',
      'application/json',
    ]) {
      expect(prefers(accept)).toBe(false);
    }
    expect(prefers(BROWSER.Accept)).toBe(false);
  });
});
