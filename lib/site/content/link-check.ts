import { posix } from 'node:path';
import type { Problem } from '../../shared/validation/problem';

/** A link written in a page's Markdown, as authored and as resolved. */
export interface LinkRef {
  /** The URL as written. */
  url: string;
  /** Line in the source file (1-based, counting front matter). */
  line: number;
  /** Column in that line (1-based); absent for links written outside a page (the navbar config). */
  column?: number;
  /** For links to `.md`/`.mdx` files: the route the file resolves to, or null when no such file exists. */
  fileRoute?: string | null;
  /** An image (`![alt](/img/x.png)`): its URL must be a file the site serves (public/, a Docusaurus site's static/). */
  image?: true;
}

export interface LinkSource {
  /** File the links were written in (for messages). */
  file: string;
  /** Route of the page the links are on, to resolve relative links and bare `#anchor`s. */
  route?: string;
  links: readonly LinkRef[];
}

export interface BrokenLink {
  file: string;
  line: number;
  /** Column of the link in its line, when known. */
  column?: number;
  url: string;
  /** What is missing: a route (default), the `.md`/`.mdx` file a link names, or an image file. */
  kind?: 'file' | 'image';
}

export interface LinkReport {
  /** Links to routes, Markdown files or images that do not exist: these fail the build. */
  broken: BrokenLink[];
  /** Missing anchors: reported, the build goes on. */
  warnings: string[];
}

export interface LinkTargets {
  /** Heading ids of each route ('/' for the landing page). */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Files served as they are (from public/), as paths starting with '/'. */
  staticFiles: ReadonlySet<string>;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Splits an internal URL into a normalised route and anchor; null for external URLs. */
export function resolveInternal(url: string, fromRoute = '/'): { route: string; anchor?: string } | null {
  if (EXTERNAL.test(url)) return null;
  const [pathAndQuery, anchor] = url.split('#', 2) as [string, string | undefined];
  const path = pathAndQuery.split('?')[0];
  let route: string;
  if (path === '') route = fromRoute;
  else if (path.startsWith('/')) route = path;
  else route = posix.join(fromRoute.endsWith('/') ? fromRoute : posix.dirname(fromRoute), path);
  route =
    posix
      .normalize(decodeSafe(route))
      .replace(/(\/index)?\.html$/, '')
      .replace(/\/+$/, '') || '/';
  return anchor ? { route, anchor: decodeSafe(anchor) } : { route };
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Checks links against the site's routes and headings. Pure: the caller decides to throw or warn. */
export function checkLinks(sources: readonly LinkSource[], targets: LinkTargets): LinkReport {
  const broken: BrokenLink[] = [];
  const warnings: string[] = [];
  for (const { file, route: from, links } of sources) {
    for (const link of links) {
      const at = { file, line: link.line, ...(link.column ? { column: link.column } : {}), url: link.url };
      // A raw `.md` link would ship as a link to nothing, so a Markdown file that does not exist stops the build.
      if (link.fileRoute === null) {
        broken.push({ ...at, kind: 'file' });
        continue;
      }
      if (link.image) {
        if (!EXTERNAL.test(link.url) && !link.url.startsWith('data:') && !targets.staticFiles.has(imagePath(link.url)))
          broken.push({ ...at, kind: 'image' });
        continue;
      }
      // A resolved file link (`./ollama.mdx#x`) is checked at the route it was rewritten to.
      const hash = link.url.includes('#') ? link.url.slice(link.url.indexOf('#')) : '';
      const target = resolveInternal(link.fileRoute ? `${link.fileRoute}${hash}` : link.url, from);
      if (!target) continue;
      const anchors = targets.anchors.get(target.route);
      if (!anchors) {
        if (targets.staticFiles.has(target.route)) continue;
        broken.push(at);
        continue;
      }
      if (target.anchor && !anchors.has(target.anchor)) {
        warnings.push(
          `${file}:${link.line}: link "${link.url}" points to an anchor that does not exist on ${target.route}`,
        );
      }
    }
  }
  return { broken, warnings };
}

/** The site path an image URL names: relative to the site root, without query or hash, decoded. */
function imagePath(url: string): string {
  const path = decodeSafe(url.split(/[?#]/, 1)[0]);
  return path.startsWith('/') ? posix.normalize(path) : `/${path}`;
}

/** Why a broken link fails the build, by what it names. */
function brokenReason(b: BrokenLink): string {
  if (b.kind === 'file') return `Broken link "${b.url}": the Markdown file it names does not exist`;
  if (b.kind === 'image' && !b.url.startsWith('/'))
    return `Missing image "${b.url}": no such file, read from the folder of the file that names it`;
  if (b.kind === 'image')
    return `Missing image "${b.url}": no file of public/ (or the Docusaurus site's static/) has this path`;
  return `Broken link "${b.url}": no page or file of the site has this route`;
}

/** Each broken link as a problem at its file, line and column. */
export function brokenLinkProblems(broken: readonly BrokenLink[]): Problem[] {
  return broken.map((b) => ({ file: b.file, line: b.line || 1, column: b.column || 1, message: brokenReason(b) }));
}

/** The build error listing every broken link with its file and line. */
export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  const what = { file: ' (no such Markdown file)', image: ' (missing image)' };
  const lines = broken.map((b) => `  - ${b.file}${b.line ? `:${b.line}` : ''}: ${b.url}${b.kind ? what[b.kind] : ''}`);
  return `Broken links found (${broken.length}); each links to a page, Markdown file or image that does not exist:\n${lines.join('\n')}`;
}
