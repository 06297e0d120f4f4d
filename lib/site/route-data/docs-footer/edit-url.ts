import type { EditUrlFunction, EditUrlParams } from '../../config/schema';

/** Joins URL parts with exactly one '/' between them, keeping the scheme's '//'. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(joined)?.[0] ?? '';
  return scheme + joined.slice(scheme.length).replace(/\/{2,}/g, '/');
}

/**
 * A guide's "Edit this page" target as Docusaurus builds it: a string is a base URL, a function returns the whole URL
 * (empty means no link). Undefined when unset.
 */
export function docEditUrl(option: string | EditUrlFunction | undefined, params: EditUrlParams): string | undefined {
  if (option === undefined) return undefined;
  if (typeof option === 'function') return option(params) || undefined;
  return joinUrl(option, params.versionDocsDirPath, params.docPath);
}
