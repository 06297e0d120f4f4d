/** Where a pull-request preview is built for and served (scripts/build-preview.ts, .github/workflows/preview.yml). */

// The characters of GitHub repository names: anything else (spaces, '%', '..') could make the build's base path and
// the served URL disagree.
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** Base path of a pull request's preview under `prefix`, where the previews' parent folder is served: '/pr-42/'. */
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

/** URL the GitHub Pages site of `repository` (owner/name) is served at when no custom domain is set. */
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
 * Where a pull request's preview lives, given the URL the pages branch's root is served at; without one it is built
 * for '/pr-<n>/' of whatever host serves it.
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

/** What `npm run build:preview` builds, from PR_NUMBER and PREVIEW_SITE_URL or else PREVIEW_REPOSITORY. */
export function previewBuild(env: Readonly<Record<string, string | undefined>>): {
  location: PreviewLocation;
  buildEnv: Record<string, string>;
} {
  const repository = env.PREVIEW_REPOSITORY?.trim();
  const siteUrl = env.PREVIEW_SITE_URL?.trim() || (repository ? defaultPagesUrl(repository) : undefined);
  const location = previewLocation(env.PR_NUMBER, siteUrl);
  // With the production origin, canonical and card links would name preview paths on production, which do not exist.
  const buildEnv: Record<string, string> = {
    BASE_URL: location.basePath,
    ...(location.origin ? { SITE_URL: location.origin } : {}),
  };
  return { location, buildEnv };
}
