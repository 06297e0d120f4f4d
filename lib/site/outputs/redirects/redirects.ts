import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ConfigIssue, Redirect } from '../../config/schema';
import { absoluteUrl, applyTrailingSlash, normalizeRoute, withBase } from '../../../shared/paths';

/** One redirect page: a `from` path (a redirect may list several) and where it leads, with its config path. */
export interface RedirectEntry {
  from: string;
  to: string;
  /** Config path of this `from`, for messages: `redirects[2].from` or `redirects[2].from[1]`. */
  at: string;
  /** Config path of the redirect's `to`. */
  toAt: string;
}

function splitHash(path: string): [string, string] {
  const i = path.indexOf('#');
  return i < 0 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

/** Every redirect page the config asks for, one per `from`. */
export function redirectEntries(redirects: readonly Redirect[]): RedirectEntry[] {
  return redirects.flatMap((r, i) =>
    (Array.isArray(r.from) ? r.from : [r.from]).map((from, j) => ({
      from,
      to: r.to,
      at: Array.isArray(r.from) ? `redirects[${i}].from[${j}]` : `redirects[${i}].from`,
      toAt: `redirects[${i}].to`,
    })),
  );
}

/**
 * What is wrong with the redirects, at their config paths: a `to` that is no route, a `from` that is already a page or
 * public/ file, or a `from` listed twice.
 */
export function redirectIssues(
  redirects: readonly Redirect[],
  routes: Iterable<string>,
  files: Iterable<string> = [],
): ConfigIssue[] {
  const known = new Set([...routes].map(normalizeRoute));
  const taken = new Set(files);
  const issues: ConfigIssue[] = [];
  const seen = new Map<string, string>();
  const checkedTo = new Set<string>();
  for (const { from, to, at, toAt } of redirectEntries(redirects)) {
    const [toPath] = splitHash(to);
    if (!checkedTo.has(toAt) && !known.has(normalizeRoute(toPath))) {
      issues.push({
        path: toAt,
        message: `${toAt}: "${to}" is not a route of the site (a redirect must lead to a page)`,
      });
    }
    checkedTo.add(toAt);
    const route = normalizeRoute(from);
    if (known.has(route)) {
      issues.push({ path: at, message: `${at}: "${from}" is a page of the site; a redirect page would replace it` });
    } else if (taken.has(from) || taken.has(route)) {
      issues.push({ path: at, message: `${at}: "${from}" is a file under public/; a redirect page would hide it` });
    } else if (route === normalizeRoute(toPath)) {
      issues.push({ path: at, message: `${at}: "${from}" redirects to itself` });
    }
    const first = seen.get(route);
    if (first) issues.push({ path: at, message: `${at}: "${from}" is already redirected by ${first}` });
    else seen.set(route, at);
  }
  return issues;
}

/** The export file of a route: `{route}.html`, or `{route}/index.html` with `trailingSlash: true` (Next's layout). */
export function routeFile(route: string, trailingSlash: boolean | undefined): string {
  const clean = normalizeRoute(route);
  if (clean === '/') return 'index.html';
  return trailingSlash === true ? `${clean.slice(1)}/index.html` : `${clean.slice(1)}.html`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface RedirectSite {
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  lang?: string;
}

/**
 * The static page at a `from` path, which works without JavaScript and whatever status the host answers: a meta
 * refresh, the target as canonical so search engines index it, and a visible link. With JavaScript the query string and
 * #fragment carry over.
 */
export function redirectPage(site: RedirectSite, to: string): string {
  const [toPath, hash] = splitHash(to);
  const route = normalizeRoute(toPath);
  const target = `${withBase(site.baseUrl, applyTrailingSlash(route, site.trailingSlash))}${hash}`;
  const canonical = absoluteUrl(site, route);
  const t = escapeHtml(target);
  const script = `(function(){var t=${JSON.stringify(target).replace(/</g, '\\u003c')}.split('#');location.replace(t[0]+location.search+(location.hash||(t[1]?'#'+t[1]:'')));})();`;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.lang ?? 'en')}">
<head>
<meta charset="UTF-8">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${t}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<title>Redirecting to ${t}</title>
</head>
<body>
<p>This page has moved to <a href="${t}">${t}</a>.</p>
<script>${script}</script>
</body>
</html>
`;
}

/**
 * Writes a redirect page per `from` into the export folder. Throws when a page would overwrite a file or the target is
 * missing, guarding a build that skipped the content check.
 */
export function writeRedirects(dir: string, redirects: readonly Redirect[], site: RedirectSite): string[] {
  const written: string[] = [];
  for (const { from, to, at, toAt } of redirectEntries(redirects)) {
    const [toPath] = splitHash(to);
    const target = routeFile(toPath, site.trailingSlash);
    if (!existsSync(join(dir, target))) {
      throw new Error(`site.config.mjs: ${toAt}: "${to}" is not a page of the export (no ${target})`);
    }
    const file = routeFile(from, site.trailingSlash);
    if (existsSync(join(dir, file))) {
      throw new Error(`site.config.mjs: ${at}: "${from}" would overwrite ${file} of the export`);
    }
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), redirectPage(site, to));
    written.push(file);
  }
  return written;
}
