/**
 * Docs versions: the names in versions.json, their rules, and what each version is (label, path prefix,
 * search tag, badge, banner). Pure; the file reading is in ./files.ts.
 */

/** Name of the docs in content/ (the newest docs, served at the site root). */
export const CURRENT_VERSION = 'current';
/** Default label of the current version (Docusaurus' default). */
export const CURRENT_VERSION_LABEL = 'Next';
/** Id of the one docs plugin; part of the search tag and of the preferred-version storage key. */
export const DOCS_PLUGIN_ID = 'default';
/** localStorage key of the reader's chosen docs version (its name). */
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`;

export class VersionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VersionsError';
  }
}

export interface VersionMeta {
  /** 'current' for content/, else the name in versions.json ('1.0'). */
  name: string;
  /** Shown in the dropdown, badge and banner: 'Next' for current by default, else the name. */
  label: string;
  /** Route prefix: '' for current, '/{name}' for older versions. */
  prefix: string;
  /** Search tag of the version's pages: `docs-default-{name}`. */
  tag: string;
  /** True for the current version, which is the latest one. */
  isLast: boolean;
  /** Older versions are no longer maintained; the current (latest) one has no banner. */
  banner: 'unmaintained' | null;
  /** "Version: {label}" is shown on each page when the site has more than one version. */
  badge: boolean;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** Why a version name is not allowed, or null when it is fine. */
export function versionNameProblem(name: string): string | null {
  if (name === CURRENT_VERSION) return `"${CURRENT_VERSION}" is the name of the docs in content/ and cannot name an older version`;
  if (!NAME.test(name)) {
    return 'a version name is 1 to 32 characters: letters, digits, ".", "_" or "-", starting with a letter or digit (for example "1.0" or "0.30")';
  }
  return null;
}

/** Validates the text of versions.json: a JSON array of unique, valid version names, newest first. */
export function parseVersionsFile(text: string, file: string): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new VersionsError(`Invalid JSON in ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(raw)) throw new VersionsError(`Invalid ${file}: expected an array of version names, newest first (e.g. ["1.1", "1.0"])`);
  const seen = new Set<string>();
  raw.forEach((name, i) => {
    if (typeof name !== 'string') throw new VersionsError(`Invalid ${file}: [${i}] is not a string`);
    const problem = versionNameProblem(name);
    if (problem) throw new VersionsError(`Invalid ${file}: [${i}] "${name}": ${problem}`);
    if (seen.has(name)) throw new VersionsError(`Invalid ${file}: [${i}] "${name}" is listed twice`);
    seen.add(name);
  });
  return raw as string[];
}

/** The site's versions, current first, then versions.json order (newest first). */
export function versionMetas(olderNames: readonly string[], labels: Readonly<Record<string, { label?: string }>> = {}): VersionMeta[] {
  const multiple = olderNames.length > 0;
  const meta = (name: string, isLast: boolean): VersionMeta => ({
    name,
    label: labels[name]?.label ?? (name === CURRENT_VERSION ? CURRENT_VERSION_LABEL : name),
    prefix: isLast ? '' : `/${name}`,
    tag: `docs-${DOCS_PLUGIN_ID}-${name}`,
    isLast,
    banner: isLast ? null : 'unmaintained',
    badge: multiple,
  });
  return [meta(CURRENT_VERSION, true), ...olderNames.map((n) => meta(n, false))];
}

/** A version's route for a route inside it: '' + '/x' → '/x'; '/1.0' + '/' → '/1.0'. */
export function prefixRoute(prefix: string, route: string): string {
  if (!prefix) return route;
  return route === '/' ? prefix : `${prefix}${route}`;
}

/**
 * An older version's prefix must not be the first segment of a route of the current docs or a reserved
 * path, or the two would claim the same URLs.
 */
export function prefixClashes(olderNames: readonly string[], currentRoutes: Iterable<string>, reserved: Iterable<string>): string[] {
  const taken = new Set<string>(reserved);
  for (const route of currentRoutes) {
    const first = route.split('/')[1];
    if (first) taken.add(first);
  }
  return olderNames
    .filter((n) => taken.has(n))
    .map((n) => `version "${n}" would be served under /${n}/, which is already a path of the site`);
}
