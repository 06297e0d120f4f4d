import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { resolveRequestPath } from './resolve';

export interface ServeOptions {
  /** The exported site (out/). */
  dir: string;
  /** Base path the site is served under. Default '/'. */
  base?: string;
  /**
   * Serve the `.br` / `.gz` siblings written by `precompress()` to clients that accept them, as a
   * static host with compression would (the benchmark). Default false.
   */
  compressed?: boolean;
}

/**
 * Content types of the files crawlers and agents read (crawler XML, the pages' Markdown twins,
 * llms.txt), which a bare extension lookup gets wrong or leaves without a charset.
 */
function crawlerFileType(pathname: string): string | undefined {
  if (pathname.endsWith('/opensearch.xml')) return 'application/opensearchdescription+xml; charset=utf-8';
  if (pathname.endsWith('.xml')) return 'application/xml; charset=utf-8';
  if (pathname.endsWith('.txt')) return 'text/plain; charset=utf-8';
  if (pathname.endsWith('.md')) return 'text/markdown; charset=utf-8';
  return undefined;
}

/**
 * A static server for the exported site: exact routes only (each page is `{route}.html` or
 * `index.html`), the not-found page with status 404 for anything else, and nothing outside `dir`.
 * sirv (production mode) serves only files it listed under `dir` at start-up.
 */
export function createStaticServer({ dir, base = '/', compressed = false }: ServeOptions): Server {
  const files = sirv(dir, {
    dev: false,
    gzip: compressed,
    brotli: compressed,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_next/static/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      const type = crawlerFileType(pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });
  const notFoundFile = join(dir, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');

  return createServer((req, res) => {
    const sendNotFound = () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : notFoundPage);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    const resolved = resolveRequestPath(req.url ?? '/', base);
    if (resolved.kind === 'bad-request') {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    if (resolved.kind === 'not-found' || resolved.path === '/404' || resolved.path.startsWith('/_not-found')) {
      sendNotFound();
      return;
    }
    const url = req.url ?? '/';
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    req.url = resolved.path === '/' ? `/index.html${query}` : `${resolved.path}${query}`;
    files(req, res, sendNotFound);
  });
}
