/** Where a pull-request preview is built for and served at (scripts/build-preview.ts, .github/workflows/preview.yml). */

// A path segment Next accepts in basePath and a static host serves as it is: the characters of GitHub
// repository names. Anything else (spaces, '%', '..') would make a base path the build and the URL disagree on.
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Base path of the preview build of a pull request under `prefix`, the path the previews' parent folder is
 * served at: (42) → '/pr-42/'; (42, '/ra-aid-docs') → '/ra-aid-docs/pr-42/' (a GitHub Pages project site).
 */
export function previewBasePath(prNumber: string | number | undefined, prefix = '/'): string {
  const n = String(prNumber ?? '').trim();
  if (!/^[1-9]\d*$/.test(n)) throw new Error(`PR_NUMBER must be a pull-request number, got "${n}"`);
  const segments = prefix.split('/').filter(Boolean);
  for (const s of segments) {
    if (!SEGMENT.test(s) || s === '.' || s === '..')
      throw new Error(`The preview prefix "${prefix}" has a segment a base path cannot hold: "${s}"`);
  }
  return `/${[...segments, `pr-${n}`].join('/')}/`;
}

/**
 * URL a GitHub Pages site of `repository` (owner/name) is served at when no custom domain is set:
 * https://<owner>.github.io/<name>/ for a project site, https://<owner>.github.io/ for the user or organisation
 * site (the repository named <owner>.github.io).
 */
export function defaultPagesUrl(repository: string): string {
  const match = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(repository.trim());
  if (!match) throw new Error(`PREVIEW_REPOSITORY must be owner/name, got "${repository}"`);
  const [, owner, name] = match;
  // GitHub Pages host names are lower case; the user-site repository name is matched without case, as GitHub does.
  const host = `${owner.toLowerCase()}.github.io`;
  return name.toLowerCase() === host ? `https://${host}/` : `https://${host}/${name}/`;
}

export interface PreviewLocation {
  /** The build's BASE_URL: '/pr-42/' or '/ra-aid-docs/pr-42/'. */
  basePath: string;
  /** Origin of the host (the build's SITE_URL, for canonical and card links), when the site URL is known. */
  origin?: string;
  /** Address of the preview's home page, when the site URL is known. */
  url?: string;
}

/**
 * Where the preview of a pull request lives, given `siteUrl`, the URL the previews' parent folder (the root of
 * the pages branch) is served at. Without one the preview is built for '/pr-<n>/' of whatever host serves it.
 */
export function previewLocation(prNumber: string | number | undefined, siteUrl?: string): PreviewLocation {
  if (!siteUrl?.trim()) return { basePath: previewBasePath(prNumber) };
  let site: URL;
  try {
    site = new URL(siteUrl.trim());
  } catch {
    throw new Error(`The preview site URL must be an absolute http(s) URL, got "${siteUrl}"`);
  }
  if (!/^https?:$/.test(site.protocol) || site.search || site.hash || site.username) {
    throw new Error(
      `The preview site URL must be a plain http(s) URL without query, fragment or credentials, got "${siteUrl}"`,
    );
  }
  const basePath = previewBasePath(prNumber, site.pathname);
  return { basePath, origin: site.origin, url: `${site.origin}${basePath}` };
}

/**
 * What `npm run build:preview` builds, from its environment: PR_NUMBER (required), PREVIEW_SITE_URL (the URL the
 * pages branch's root is served at) or else PREVIEW_REPOSITORY (owner/name: that repository's default GitHub
 * Pages URL). Neither set (the e2e /pr-42/ build) gives '/pr-<n>/' with the site's own SITE_URL.
 */
export function previewBuild(env: Readonly<Record<string, string | undefined>>): {
  location: PreviewLocation;
  buildEnv: Record<string, string>;
} {
  const repository = env.PREVIEW_REPOSITORY?.trim();
  const siteUrl = env.PREVIEW_SITE_URL?.trim() || (repository ? defaultPagesUrl(repository) : undefined);
  const location = previewLocation(env.PR_NUMBER, siteUrl);
  // SITE_URL is the preview host's origin so canonical and card links name the preview's own pages: with the
  // production origin they would name production paths under the preview's base path, which do not exist.
  const buildEnv: Record<string, string> = {
    BASE_URL: location.basePath,
    ...(location.origin ? { SITE_URL: location.origin } : {}),
  };
  return { location, buildEnv };
}
