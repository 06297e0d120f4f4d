// The docs MCP server as a client starts it, over stdio, against the last build (out/) and the same build served
// over HTTP on 127.0.0.1 by the site's own server. Run by `npm test` after the e2e builds (npm run test:mcp).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../scripts/server/server';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'out');

function listen(server: Server): Promise<number> {
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));
}

/** The documented command: `npm run --silent mcp -- <args>`, through the SDK's own stdio client. */
async function connect(args: string[], command = 'npm', prefix = ['run', '--silent', 'mcp', '--']): Promise<Client> {
  const transport = new StdioClientTransport({ command, args: [...prefix, ...args], cwd: ROOT, stderr: 'pipe' });
  const client = new Client({ name: 'site-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text: string }[]).map((c) => c.text).join('\n');
  return { isError: Boolean(result.isError), text };
}

const urlsIn = (text: string) => [...text.matchAll(/^ {3}URL: (\S+)$/gm)].map((m) => new URL(m[1]));

let site: Server;
let siteUrl = '';
beforeAll(async () => {
  if (!existsSync(join(OUT, 'search-index/info.json'))) {
    throw new Error('These tests need a build in out/: run `npm run build` (npm test builds it before them).');
  }
  site = createStaticServer({ dir: OUT });
  siteUrl = `http://127.0.0.1:${await listen(site)}`;
});
afterAll(() => new Promise<void>((r) => (site ? site.close(() => r()) : r())));

for (const mode of ['--dir', '--site'] as const) {
  describe(`npm run mcp -- ${mode}`, () => {
    let client: Client;
    beforeAll(async () => {
      client = await connect(mode === '--dir' ? ['--dir', 'out'] : ['--site', siteUrl]);
    }, 60_000);
    afterAll(() => client?.close());

    it('finds the Ollama guide for "ollama" in the released docs', async () => {
      const { isError, text } = await call(client, 'search_docs', { query: 'ollama' });
      expect(isError).toBe(false);
      expect(urlsIn(text)[0].pathname).toBe('/configuration/ollama');
      expect(urlsIn(text).every((u) => !u.pathname.startsWith('/next/'))).toBe(true);
    });

    it('reads the Ollama guide as its Markdown twin, and one section of it by anchor', async () => {
      const twin = readFileSync(join(OUT, 'configuration/ollama.md'), 'utf8');
      const page = await call(client, 'read_page', { url: '/configuration/ollama' });
      expect(page).toEqual({ isError: false, text: twin });
      const { text: hits } = await call(client, 'search_docs', { query: 'ollama', limit: 1 });
      expect((await call(client, 'read_page', { url: urlsIn(hits)[0].href })).text).toBe(twin);
      const section = await call(client, 'read_page', { url: '/configuration/ollama#before-you-start' });
      expect(section.text).toMatch(/^## Before you start\n/);
      expect(section.text).not.toContain('\n## ');
    });

    it('searches only the Next pages for version "next"', async () => {
      const { text } = await call(client, 'search_docs', { query: 'ollama', version: 'next', limit: 20 });
      const urls = urlsIn(text);
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) expect(url.pathname).toMatch(/^\/next(\/|$)/);
    });

    it('lists the released pages from llms.txt, and the Next pages for version "next"', async () => {
      const released = await call(client, 'list_pages', {});
      expect(released.text).toContain('## Configuration');
      expect(released.text).toMatch(/\(https:\/\/[^)]+\/configuration\/ollama\.md\)/);
      const next = await call(client, 'list_pages', { version: 'next' });
      expect(next.text).toMatch(/\(https:\/\/[^)]+\/next\/configuration\/ollama\.md\)/);
      expect(next.text).not.toMatch(/\(https:\/\/[^/]+\/configuration\//);
    });
  });
}

describe('errors and the protocol stream', () => {
  it('answers a site that cannot be reached with a tool error naming it', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise<void>((r) => closed.close(() => r()));
    const client = await connect(['--site', `http://127.0.0.1:${port}`]);
    const answer = await call(client, 'search_docs', { query: 'ollama' });
    await client.close();
    expect(answer.isError).toBe(true);
    expect(answer.text).toContain(`The docs site at http://127.0.0.1:${port}/ cannot be reached`);
  }, 60_000);

  it('writes nothing to stdout but JSON-RPC messages', async () => {
    const child = spawn('npm', ['run', '--silent', 'mcp', '--', '--site', siteUrl], { cwd: ROOT });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2024-11-05', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: 'ollama' } },
    });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'read_page', arguments: { url: '/nope' } } });
    await expect.poll(() => stdout.split('\n').filter(Boolean).length, { timeout: 45_000 }).toBe(3);
    child.stdin.end();
    const code = await new Promise<number | null>((r) => child.on('close', r));
    const messages = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { jsonrpc: string; id: number; result: { protocolVersion?: string } });
    // One answer per request (a quick one may come before a slow one), and nothing else.
    expect(messages.map((m) => [m.jsonrpc, m.id]).sort()).toEqual([
      ['2.0', 1],
      ['2.0', 2],
      ['2.0', 3],
    ]);
    // A client of an older protocol (RA.Aid 0.30.2's MCP package speaks 2024-11-05) is answered in it.
    expect(messages.find((m) => m.id === 1)?.result.protocolVersion).toBe('2024-11-05');
    expect(code).toBe(0);
  }, 60_000);
});

describe('the package build (what npx would run)', () => {
  it('runs on Node alone from its one-file bundle', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'docs-mcp-bundle-'));
    const build = spawn(process.execPath, [join(ROOT, 'mcp/build.mjs'), '--outdir', outdir], { stdio: 'inherit' });
    expect(await new Promise((r) => build.on('close', r))).toBe(0);
    const client = await connect(['--dir', OUT], process.execPath, [join(outdir, 'cli.mjs')]);
    const { text } = await call(client, 'search_docs', { query: 'ollama', limit: 1 });
    await client.close();
    expect(urlsIn(text)[0].pathname).toBe('/configuration/ollama');
  }, 60_000);
});
