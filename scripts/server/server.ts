import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, extname, join, relative, sep } from 'node:path';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { COMPRESSIBLE } from './precompress';
import { compressedCopies, ENCODINGS, type CompressedCopies, type Encoding } from './compressed-copies';
import { prefersMarkdown, twinFile, twinLink } from './markdown-twin';
import { resolveRequestPath } from './resolve';

export interface ServeOptions {
  /** The exported site (out/). */
  dir: string;
  /** Base path the site is served under. Default '/'. */
  base?: string;
  /** Called once per symbolic link under `dir` that is not served. Default: console.warn. */
  warn?: (message: string) => void;
}

/** Headers every response carries, whatever its status. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Hashed build assets never change under their name; everything else is checked on every use. */
export function cacheControlFor(sitePath: string): string {
  return sitePath.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/** The crawler and agent files get exact types here: a bare extension lookup gets them wrong or omits the charset. */
export function contentTypeFor(file: string): string {
  if (file.endsWith('/opensearch.xml') || file === 'opensearch.xml')
    return 'application/opensearchdescription+xml; charset=utf-8';
  // The release notes' feeds (app/release-notes/): feed readers look for their own types.
  if (basename(file) === 'atom.xml') return 'application/atom+xml; charset=utf-8';
  if (basename(file) === 'rss.xml') return 'application/rss+xml; charset=utf-8';
  const ext = extname(file);
  if (ext === '.xml') return 'application/xml; charset=utf-8';
  if (ext === '.txt') return 'text/plain; charset=utf-8';
  if (ext === '.md') return 'text/markdown; charset=utf-8';
  if (ext === '.yaml' || ext === '.yml') return 'application/yaml; charset=utf-8';
  return contentType(ext) || 'application/octet-stream';
}

// The compressed-copy folders of the servers still open, removed when the process exits.
const openCopies = new Set<CompressedCopies>();
let exitHook = false;
function track(copies: CompressedCopies): void {
  openCopies.add(copies);
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const c of openCopies) c.dispose();
  });
}

function candidates(sitePath: string): string[] {
  if (sitePath === '/') return ['index.html'];
  const rel = sitePath.slice(1);
  return [rel, `${rel}.html`, `${rel}/index.html`];
}

/** The real path of `rel` when it is a regular file inside the site folder, so no link can leave it. */
function insideFile(realDir: string, rel: string): string | undefined {
  try {
    const real = realpathSync(join(realDir, rel));
    if (!real.startsWith(`${realDir}${sep}`)) return undefined;
    return statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** Every symbolic link under `dir`, relative to it; links to folders are listed, never followed. */
function linksUnder(dir: string): string[] {
  const links: string[] = [];
  const folders = [''];
  while (folders.length) {
    const rel = folders.pop()!;
    let entries;
    try {
      entries = readdirSync(join(dir, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) links.push(child);
      else if (entry.isDirectory()) folders.push(child);
    }
  }
  return links;
}

/** Warns once per symbolic link under the site folder that will not be served (outside it, dangling, or a loop). */
function reportLinks(realDir: string, warn: (message: string) => void): void {
  for (const rel of linksUnder(realDir)) {
    const path = join(realDir, rel);
    let reason: string | undefined;
    try {
      const real = realpathSync(path);
      if (!real.startsWith(`${realDir}${sep}`)) reason = `it points outside the site folder (${real})`;
    } catch (error) {
      reason = (error as NodeJS.ErrnoException).code === 'ELOOP' ? 'it is a loop' : 'its target does not exist';
    }
    if (reason) warn(`Not serving the link ${rel}: ${reason}.`);
  }
}

/**
 * A static server for the exported site: exact routes only, nothing outside `dir`, and each request stats its file
 * anew so that a rebuild under a running server is served as it is now. Text is compressed as static hosts do.
 */
export function createStaticServer({ dir, base = '/', warn = console.warn }: ServeOptions): Server {
  const realDir = realpathSync(dir);
  reportLinks(realDir, warn);
  const copies = compressedCopies();
  track(copies);

  const sendFile = (req: IncomingMessage, res: ServerResponse, root: string, rel: string) => {
    // `send` decodes the path it is given once: pass each segment encoded so the file name arrives as it is.
    const encoded = relative(root, join(root, rel)).split(sep).map(encodeURIComponent).join('/');
    send(req, `/${encoded}`, {
      root,
      dotfiles: 'ignore',
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on('error', (error: { status?: number }) => {
        if (error.status === 404 || error.status === 403) notFound(req, res);
        else if (!res.headersSent) {
          res.statusCode = error.status ?? 500;
          res.end();
        } else res.destroy();
      })
      .pipe(res);
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    let page: Buffer;
    try {
      const file = insideFile(realDir, '404.html');
      page = file ? readFileSync(file) : Buffer.from('Not found');
    } catch {
      page = Buffer.from('Not found');
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', page.length);
    res.end(req.method === 'HEAD' ? undefined : page);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
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
      notFound(req, res);
      return;
    }
    const sitePath = resolved.path;
    const page = candidates(sitePath).find((c) => insideFile(realDir, c));
    if (!page) {
      notFound(req, res);
      return;
    }
    // A page with a Markdown twin names it in every answer, and sends it instead to clients that prefer Markdown.
    const vary: string[] = [];
    const twin = twinFile(sitePath, page);
    const hasTwin = twin !== undefined && insideFile(realDir, twin) !== undefined;
    if (hasTwin) {
      vary.push('Accept');
      res.setHeader('Link', twinLink(base, twin));
    }
    const rel = hasTwin && prefersMarkdown(req) ? twin : page;
    res.setHeader('Content-Type', contentTypeFor(rel));
    res.setHeader('Cache-Control', cacheControlFor(sitePath));
    if (COMPRESSIBLE.test(rel)) vary.push('Accept-Encoding');
    if (vary.length) res.setHeader('Vary', vary.join(', '));
    if (!COMPRESSIBLE.test(rel)) return sendFile(req, res, realDir, rel);
    const accepted = new Negotiator(req).encodings(['br', 'gzip', 'identity']);
    // Among the encodings the client accepts (q > 0), brotli first, as static hosts do.
    const wanted = ENCODINGS.filter((e) => accepted.includes(e.name));
    const sibling = wanted.find((e) => insideFile(realDir, rel + e.suffix));
    if (sibling) {
      res.setHeader('Content-Encoding', sibling.name);
      return sendFile(req, res, realDir, rel + sibling.suffix);
    }
    const encoding: Encoding | undefined = wanted[0]?.name;
    const file = encoding && insideFile(realDir, rel);
    if (!encoding || !file) return sendFile(req, res, realDir, rel);
    copies
      .copyOf(file, encoding)
      .then((copy) => {
        if (res.destroyed) return;
        if (!copy) return sendFile(req, res, realDir, rel);
        res.setHeader('Content-Encoding', encoding);
        sendFile(req, res, copies.dir, copy);
      })
      .catch(() => {
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        } else res.destroy();
      });
  };

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else res.destroy();
    }
  });
  server.on('close', () => {
    openCopies.delete(copies);
    copies.dispose();
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
