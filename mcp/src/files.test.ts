import { symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTree } from '../../tests/helpers/fixture-tree';
import { dirFiles, httpFiles, SiteUnreachableError } from './files';

describe('a built site in a folder', () => {
  const root = fixtureTree({ 'out/llms.txt': '# Docs', 'out/guide/a.md': '# A', 'secret.md': 'SECRET' });
  symlinkSync(join(root, 'secret.md'), join(root, 'out/guide/leak.md'));
  const files = dirFiles(join(root, 'out'));

  it('reads files by site path, and nothing for a missing one', async () => {
    expect(await files.read('guide/a.md')).toBe('# A');
    expect(await files.read('guide/b.md')).toBeUndefined();
    expect(await files.read('guide')).toBeUndefined();
  });

  it('reads nothing outside the folder: dot segments, backslashes, links that leave it', async () => {
    for (const path of ['../secret.md', 'guide/../../secret.md', '..\\secret.md', 'guide/leak.md', '/secret.md']) {
      expect(await files.read(path)).toBeUndefined();
    }
  });

  it('says the folder holds no build when it is missing', async () => {
    const missing = dirFiles(join(root, 'nowhere'));
    await expect(missing.read('llms.txt')).rejects.toThrow(SiteUnreachableError);
    await expect(missing.read('llms.txt')).rejects.toThrow(
      /There is no built site in .*nowhere \(run `npm run build` first\)/,
    );
  });
});

describe('a deployed site read over HTTP', () => {
  const seen: string[] = [];
  let server: Server;
  let site: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      const path = (req.url ?? '').replace(/^\/base/, '');
      if (path === '/llms.txt') res.writeHead(200, { 'Content-Type': 'text/plain' }).end('# Docs');
      else if (path === '/guide/a%20b.md') res.writeHead(200, { 'Content-Type': 'text/markdown' }).end('# A B');
      else if (path === '/broken.md') res.writeHead(500).end('oops');
      else if (path === '/spa.md') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
      else res.writeHead(404, { 'Content-Type': 'text/html' }).end('Not found');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}/base`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('reads files under the site URL, its base path kept, names encoded', async () => {
    const files = httpFiles(site);
    expect(files.servedAt).toBe(`${site}/`);
    expect(await files.read('llms.txt')).toBe('# Docs');
    expect(await files.read('guide/a b.md')).toBe('# A B');
    expect(seen).toContain('/base/guide/a%20b.md');
  });

  it('takes a 404, or an HTML page in place of a Markdown file, for a missing file', async () => {
    const files = httpFiles(site);
    expect(await files.read('guide/missing.md')).toBeUndefined();
    expect(await files.read('spa.md')).toBeUndefined();
  });

  it('reports a server error and an unreachable host as the site being unreachable, naming it', async () => {
    await expect(httpFiles(site).read('broken.md')).rejects.toThrow(
      `The docs site at ${site}/ answered /base/broken.md with HTTP 500.`,
    );
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const gone = httpFiles(`http://127.0.0.1:${port}/`);
    await expect(gone.read('llms.txt')).rejects.toThrow(SiteUnreachableError);
    await expect(gone.read('llms.txt')).rejects.toThrow(`The docs site at http://127.0.0.1:${port}/ cannot be reached`);
  });

  it('refuses a URL that is not http or https', () => {
    expect(() => httpFiles('file:///tmp/out')).toThrow(/needs an http or https URL/);
  });
});
