import { stripHtmlSuffix, withoutBase } from '../../lib/shared/paths/index';

export type Resolution = { kind: 'bad-request' } | { kind: 'not-found' } | { kind: 'path'; path: string };

/**
 * Maps a request URL to the site path to serve under a base path. `..` segments in any encoding are not found, so no
 * request reaches outside the site folder.
 */
export function resolveRequestPath(rawUrl: string, base = '/'): Resolution {
  const rawPath = rawUrl.split(/[?#]/, 1)[0] || '/';
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (path.includes('\0') || /%00/i.test(rawPath)) return { kind: 'bad-request' };
  if (path.split(/[\\/]/).some((seg) => seg === '..' || seg === '.')) return { kind: 'not-found' };
  if (!path.startsWith('/')) return { kind: 'not-found' };
  const inBase = withoutBase(base, path);
  if (inBase === undefined) return { kind: 'not-found' };
  path = inBase;
  path = path.replace(/\/{2,}/g, '/');
  const stripped = stripHtmlSuffix(path);
  return { kind: 'path', path: stripped.length > 1 ? stripped.replace(/\/+$/, '') : stripped };
}
