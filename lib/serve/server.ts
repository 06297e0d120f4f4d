import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { resolveRequestPath } from './resolve';

/** Text files agents read (the pages' Markdown twins, llms.txt): with their charset, which sirv leaves out. */
const TEXT_TYPES: Record<string, string> = { '.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };

export interface ServeOptions {
  /** The exported site (out/). */
  dir: string;
  /** Base path the site is served under. Default '/'. */
  base?: string;
}

/**
 * A static server for the exported site: exact routes only (each page is `{route}.html` or
 * `index.html`), the not-found page with status 404 for anything else, and nothing outside `dir`.
 * sirv (production mode) serves only files it listed under `dir` at start-up.
 */
export function createStaticServer({ dir, base = '/' }: ServeOptions): Server {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_next/static/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      const type = TEXT_TYPES[pathname.slice(pathname.lastIndexOf('.'))];
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
