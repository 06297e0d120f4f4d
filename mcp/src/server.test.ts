import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, describe, expect, it } from 'vitest';
import { dirFiles, type SiteFiles } from './files';
import { createDocsServer, formatHits } from './server';
import { fixtureSite } from './testing/fixture-site';

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

/** The real server and the SDK's own client, linked in memory. */
async function connect(files: SiteFiles): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(files).connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  open.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  return { isError: Boolean(result.isError), text: content.map((c) => c.text).join('\n') };
}

describe('the docs MCP server over a built site', () => {
  for (const sharded of [false, true]) {
    it(`searches the root version by default and one version when asked (${sharded ? 'sharded' : 'single-file'} index)`, async () => {
      const client = await connect(dirFiles(fixtureSite({ sharded })));
      const root = await call(client, 'search_docs', { query: 'ollama' });
      expect(root.isError).toBe(false);
      expect(root.text).toContain('URL: https://docs.example.com/guide/ollama\n');
      expect(root.text).not.toContain('/next/');
      const next = await call(client, 'search_docs', { query: 'ollama', version: 'next' });
      const urls = [...next.text.matchAll(/URL: (\S+)/g)].map((m) => m[1]);
      expect(urls).toEqual(['https://docs.example.com/next/guide/ollama']);
    });
  }

  it('offers three tools, each with a description and an input schema', async () => {
    const client = await connect(dirFiles(fixtureSite()));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['list_pages', 'read_page', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description).toMatch(/^[A-Z].+\.$/);
      expect(tool.inputSchema.type).toBe('object');
    }
    const search = tools.find((t) => t.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search.inputSchema.properties ?? {}).sort()).toEqual(['limit', 'query', 'version']);
  });

  it('keeps to the limit, gives heading hits their section, and says when nothing matches', async () => {
    const client = await connect(dirFiles(fixtureSite()));
    const one = await call(client, 'search_docs', { query: 'ollama', limit: 1 });
    expect(one.text.match(/^\d+\. Title:/gm)).toHaveLength(1);
    const choosing = await call(client, 'search_docs', { query: 'choosing' });
    expect(choosing.text).toContain(
      '   Section: Choosing a model\n   URL: https://docs.example.com/guide/ollama#choosing-a-model',
    );
    expect((await call(client, 'search_docs', { query: 'zzyzx' })).text).toBe(
      'No results for "zzyzx" in docs version 2.0. Try other words, or list_pages.',
    );
  });

  it('answers bad arguments, unknown versions and missing pages with tool errors', async () => {
    const client = await connect(dirFiles(fixtureSite()));
    const unknown = await call(client, 'search_docs', { query: 'ollama', version: '9.9' });
    expect(unknown).toMatchObject({ isError: true, text: expect.stringContaining('Unknown docs version "9.9"') });
    expect((await call(client, 'search_docs', { query: '' })).isError).toBe(true);
    expect((await call(client, 'search_docs', { query: 'x', limit: 500 })).isError).toBe(true);
    const missing = await call(client, 'read_page', { url: '/guide/nope' });
    expect(missing).toMatchObject({
      isError: true,
      text: expect.stringContaining('The docs have no page at /guide/nope'),
    });
    expect((await call(client, 'list_pages', { version: 'next' })).text).toContain('/next/guide/ollama.md');
  });

  it('says plainly when the folder holds no build, or a build without the info the server needs', async () => {
    const none = await connect(dirFiles(join(fixtureSite(), 'nowhere')));
    expect(await call(none, 'list_pages', {})).toMatchObject({
      isError: true,
      text: expect.stringContaining('There is no built site in'),
    });
    const old = fixtureSite({ extra: { 'search-index/info.json': '{"format":1,"sharded":false,"records":7}' } });
    const before = await connect(dirFiles(old));
    expect((await call(before, 'search_docs', { query: 'ollama' })).text).toMatch(/built before .* Rebuild it/);
  });

  it('searches the new index after the site is rebuilt under it', async () => {
    const dir = fixtureSite();
    const client = await connect(dirFiles(dir));
    expect((await call(client, 'search_docs', { query: 'kumquat' })).text).toMatch(/^No results/);
    const part = join(dir, 'search-index/docs-default-2.0.json');
    const index = JSON.parse(readFileSync(part, 'utf8')) as { records: unknown[][] };
    const copy = [...index.records[0]];
    copy[0] = 'new';
    copy[2] = ['Guides', 'Kumquat pages', null, null, null, null, null];
    copy[3] = 'https://docs.example.com/guide/kumquat';
    index.records.push(copy);
    writeFileSync(part, JSON.stringify(index));
    utimesSync(part, new Date(), new Date(Date.now() + 5000));
    expect((await call(client, 'search_docs', { query: 'kumquat' })).text).toContain(
      'URL: https://docs.example.com/guide/kumquat',
    );
  });
});

describe('protocol versions of older clients', () => {
  // RA.Aid 0.30.2's lock pins the Python mcp package 1.4.1 (protocol 2024-11-05); master's pins 1.9.2 (2025-03-26).
  for (const protocolVersion of ['2024-11-05', '2025-03-26']) {
    it(`answers an initialize request of protocol ${protocolVersion} in that version`, async () => {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await createDocsServer(dirFiles(fixtureSite())).connect(serverSide);
      const answer = new Promise<unknown>((resolve) => (clientSide.onmessage = resolve));
      await clientSide.start();
      await clientSide.send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion, capabilities: {}, clientInfo: { name: 'python-mcp', version: '1' } },
      });
      expect(await answer).toMatchObject({ id: 1, result: { protocolVersion, capabilities: { tools: {} } } });
      await clientSide.close();
    });
  }
});

describe('search results as text', () => {
  it('gives each hit its title, section, URL and snippet on labelled lines', () => {
    const text = formatHits('ollama', 'next', [
      { title: 'Ollama', section: 'Setup', url: 'https://x.test/a#setup', path: '/a#setup', snippet: 'Pull a model' },
      { title: 'Models', section: '', url: 'https://x.test/b', path: '/b', snippet: '' },
    ]);
    expect(text).toBe(
      '2 results for "ollama" in docs version next (read one with read_page and its URL):\n\n' +
        '1. Title: Ollama\n   Section: Setup\n   URL: https://x.test/a#setup\n   Snippet: Pull a model\n\n' +
        '2. Title: Models\n   URL: https://x.test/b\n',
    );
  });
});
