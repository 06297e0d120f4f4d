import { realpath, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/** A failure to read the site at all (missing folder, host unreachable, server error), as opposed to a missing file. */
export class SiteUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteUnreachableError';
  }
}

/**
 * The static files of a built docs site, read by their path under the site root ('llms.txt',
 * 'configuration/ollama.md'), from a folder or from a host.
 */
export interface SiteFiles {
  /** Where the files come from, for messages: the folder or the URL. */
  readonly where: string;
  /** The URL the files are served at ('https://host/base/'), for a host; undefined for a folder. */
  readonly servedAt?: string;
  /** The file's text, or undefined when the site has no such file. Throws SiteUnreachableError when the site cannot be read. */
  read(path: string): Promise<string | undefined>;
  /** A value that changes when the file may have changed, so that what was made from it can be kept until then. */
  stamp(path: string): Promise<string>;
}

/** Paths are site paths, never file-system paths: no empty, `.` or `..` segment, no backslash or NUL. */
function checkedSegments(path: string): string[] | undefined {
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0')))
    return undefined;
  return segments;
}

/** The files of a built site in a folder (`npm run build` writes out/). Nothing outside the folder is read. */
export function dirFiles(dir: string): SiteFiles {
  const rootOf = async () => {
    try {
      return await realpath(dir);
    } catch (cause) {
      throw new SiteUnreachableError(`There is no built site in ${dir} (run \`npm run build\` first).`, { cause });
    }
  };
  const fileOf = async (path: string) => {
    const root = await rootOf();
    const segments = checkedSegments(path);
    if (!segments) return undefined;
    try {
      const real = await realpath(join(root, ...segments));
      if (!real.startsWith(`${root}${sep}`)) return undefined;
      const info = await stat(real);
      return info.isFile() ? { real, info } : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    where: dir,
    async read(path) {
      const file = await fileOf(path);
      return file ? readFile(file.real, 'utf8') : undefined;
    },
    async stamp(path) {
      const file = await fileOf(path);
      return file ? `${file.info.mtimeMs}:${file.info.size}` : 'missing';
    },
  };
}

/** How long what was made from a host's files is kept before they are read again. */
const HOST_REFRESH_MS = 5 * 60 * 1000;
/** How long one request to the host may take. */
const REQUEST_TIMEOUT_MS = 20_000;

/** The files of a deployed copy of the site, read over HTTP(S) from `siteUrl` (its base URL included). */
export function httpFiles(siteUrl: string, fetchFile: typeof fetch = fetch): SiteFiles {
  const base = new URL(siteUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`--site needs an http or https URL, not ${siteUrl}`);
  }
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const servedAt = base.href;
  return {
    where: servedAt,
    servedAt,
    async read(path) {
      const segments = checkedSegments(path);
      if (!segments) return undefined;
      const url = new URL(segments.map(encodeURIComponent).join('/'), base);
      let response: Response;
      try {
        response = await fetchFile(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: 'follow' });
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new SiteUnreachableError(`The docs site at ${servedAt} cannot be reached (${reason}).`, { cause });
      }
      if (response.status === 404 || response.status === 410) return undefined;
      if (!response.ok) {
        throw new SiteUnreachableError(
          `The docs site at ${servedAt} answered ${url.pathname} with HTTP ${response.status}.`,
        );
      }
      // A host that answers every path with an HTML page (a single-page fallback) has no such file.
      const type = response.headers.get('content-type') ?? '';
      if (type.startsWith('text/html') && !path.endsWith('.html')) return undefined;
      return response.text();
    },
    async stamp() {
      return String(Math.floor(Date.now() / HOST_REFRESH_MS));
    },
  };
}
