import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTree } from '../../tests/helpers/fixture-tree';
import { createStaticServer } from './server';

// A tiny exported site, plus a secret file beside it that must never be served.
const root = fixtureTree({
  'out/index.html': 'HOME',
  'out/404.html': 'NOT FOUND PAGE',
  'out/usage/web-ui.html': 'WEB UI',
  'out/usage/web-ui.txt': 'RSC',
  'out/_next/static/chunk.js': 'JS',
  'out/sitemap.xml': '<urlset/>',
  'out/robots.txt': 'User-Agent: *',
  'out/opensearch.xml': '<OpenSearchDescription/>',
  'out/release-notes/atom.xml': '<feed/>',
  'out/release-notes/rss.xml': '<rss/>',
  'out/index.md': '# Home',
  'out/usage/web-ui.md': '# Web UI',
  'out/llms.txt': '# Site',
  'secret.txt': 'SECRET',
});

async function get(server: ReturnType<typeof createStaticServer>, path: string) {
  const { port } = server.address() as AddressInfo;
  // Raw request so the client does not normalise dot segments before they reach the server.
  const { request } = await import('node:http');
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  const server = createStaticServer({ dir: `${root}/out` });
  const based = createStaticServer({ dir: `${root}/out`, base: '/pr-42/' });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => based.listen(0, '127.0.0.1', r));
  });
  afterAll(() => {
    server.close();
    based.close();
  });

  it('serves pages at their exact routes, with .html and /index.html forms', async () => {
    expect(await get(server, '/')).toMatchObject({ status: 200, body: 'HOME' });
    expect(await get(server, '/index.html')).toMatchObject({ status: 200, body: 'HOME' });
    expect(await get(server, '/usage/web-ui')).toMatchObject({ status: 200, body: 'WEB UI' });
    expect(await get(server, '/usage/web-ui.html')).toMatchObject({ status: 200, body: 'WEB UI' });
    expect(await get(server, '/usage/web-ui.txt')).toMatchObject({ status: 200, body: 'RSC' });
  });

  it('serves the crawler files with their content types: XML, plain text and the OpenSearch description type', async () => {
    expect((await get(server, '/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
    expect((await get(server, '/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get(based, '/pr-42/opensearch.xml')).headers['content-type']).toBe(
      'application/opensearchdescription+xml; charset=utf-8',
    );
  });

  it('serves the release feeds with the Atom and RSS types', async () => {
    expect((await get(server, '/release-notes/atom.xml')).headers['content-type']).toBe(
      'application/atom+xml; charset=utf-8',
    );
    expect((await get(based, '/pr-42/release-notes/rss.xml')).headers['content-type']).toBe(
      'application/rss+xml; charset=utf-8',
    );
  });

  it('answers any other path with the not-found page and status 404', async () => {
    for (const path of ['/nope', '/usage', '/usage/web-ui/extra', '/404', '/configuration/index.html']) {
      expect(await get(server, path)).toMatchObject({ status: 404, body: 'NOT FOUND PAGE' });
    }
  });

  it('never serves a file outside the site folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/usage/..%2f..%2fsecret.txt',
      '/_next/../../secret.txt',
    ]) {
      const res = await get(server, path);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain('SECRET');
    }
    expect((await get(server, '/x%00.html')).status).toBe(400);
  });

  it('marks hashed assets immutable', async () => {
    expect((await get(server, '/_next/static/chunk.js')).headers['cache-control']).toContain('immutable');
  });

  it('serves Markdown twins as text/markdown and .txt files as text/plain, both in UTF-8', async () => {
    expect(await get(server, '/usage/web-ui.md')).toMatchObject({
      status: 200,
      body: '# Web UI',
      headers: { 'content-type': 'text/markdown; charset=utf-8' },
    });
    expect(await get(server, '/index.md')).toMatchObject({
      status: 200,
      body: '# Home',
      headers: { 'content-type': 'text/markdown; charset=utf-8' },
    });
    expect(await get(server, '/llms.txt')).toMatchObject({
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(await get(based, '/pr-42/usage/web-ui.md')).toMatchObject({
      status: 200,
      headers: { 'content-type': 'text/markdown; charset=utf-8' },
    });
  });

  it('serves under a base path only', async () => {
    expect(await get(based, '/pr-42/usage/web-ui')).toMatchObject({ status: 200, body: 'WEB UI' });
    expect(await get(based, '/pr-42/')).toMatchObject({ status: 200, body: 'HOME' });
    expect((await get(based, '/usage/web-ui')).status).toBe(404);
  });
});
