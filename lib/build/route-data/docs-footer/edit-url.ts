import type { EditUrlFunction, EditUrlParams } from '../../config/schema';

/**
 * Joins URL parts with exactly one '/' between them, keeping the scheme's '//'
 * ('https://github.com/o/r/edit/main/' + 'content' + 'a/b.mdx' → 'https://github.com/o/r/edit/main/content/a/b.mdx').
 */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(joined)?.[0] ?? '';
  return scheme + joined.slice(scheme.length).replace(/\/{2,}/g, '/');
}

/**
 * The "Edit this page" target of a guide, as Docusaurus builds it: a string option is a base URL to which the
 * version's docs folder and the guide's path in it are appended; a function gets the parts and returns the whole
 * URL (an empty result means no link for that guide). Undefined when the option is not set.
 */
export function docEditUrl(option: string | EditUrlFunction | undefined, params: EditUrlParams): string | undefined {
  if (option === undefined) return undefined;
  if (typeof option === 'function') return option(params) || undefined;
  return joinUrl(option, params.versionDocsDirPath, params.docPath);
}
