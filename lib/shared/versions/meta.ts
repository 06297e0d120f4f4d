/**
 * Docs versions: the names in versions.json, their rules and what each version is. Pure; the file is read in
 * lib/site/source/version-files.ts.
 */
import type { PathProblem } from '../validation/problem';

/** Name of the docs in content/ (the newest docs; served at the root unless `docs.lastVersion` names a release). */
export const CURRENT_VERSION = 'current';
/** Default label of the current version (Docusaurus' default). */
export const CURRENT_VERSION_LABEL = 'Next';
/** Id of the one docs plugin; part of the search tag and of the preferred-version storage key. */
export const DOCS_PLUGIN_ID = 'default';
/** localStorage key of the reader's chosen docs version (its name). */
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`;

export class VersionsError extends Error {
  /** Each problem with its file and the path of the bad value in it (a config path, an index in versions.json). */
  readonly issues: readonly PathProblem[];

  constructor(message: string, issues: readonly PathProblem[] = []) {
    super(message);
    this.name = 'VersionsError';
    this.issues = issues;
  }
}

/** A VersionsError whose message is the one problem, at `path` of `file`. */
function versionsError(message: string, file: string, path: readonly (string | number)[]): VersionsError {
  return new VersionsError(message, [{ file, path, message }]);
}

/** The config file the docs options are read from. */
const CONFIG_FILE = 'site.config.mjs';

/** What a version's pages say about it: newer than the latest release, or older and no longer maintained. */
export type VersionBanner = 'unreleased' | 'unmaintained';

export interface VersionMeta {
  /** 'current' for content/, else the name in versions.json ('1.0'). */
  name: string;
  /** Shown in the dropdown, badge and banner: 'Next' for current by default, else the name. */
  label: string;
  /** Route prefix: '' for the latest version (served at the root), '/{path}' for the others. */
  prefix: string;
  /** Search tag of the version's pages: `docs-default-{name}`. */
  tag: string;
  /** True for `docs.lastVersion`, the version served at the site root. */
  isLast: boolean;
  /** Versions before the latest one are unreleased, those after it unmaintained; the latest has none. */
  banner: VersionBanner | null;
  /** "Version: {label}" is shown on each page when the site has more than one version. */
  badge: boolean;
  /** Its pages ask search engines not to index them and name the latest version's page as canonical. */
  noIndex: boolean;
}

/** Per-version settings of `docs.versions` in the site config (every field optional). */
export interface VersionOptions {
  label?: string;
  path?: string;
  banner?: VersionBanner | 'none';
  badge?: boolean;
  noIndex?: boolean;
}

/** The docs settings that shape the versions: `docs.lastVersion` and `docs.versions`. */
export interface VersionsConfig {
  lastVersion?: string;
  versions?: Readonly<Record<string, VersionOptions>>;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** Why a version name is not allowed, or null when it is fine. */
export function versionNameProblem(name: string): string | null {
  if (name === CURRENT_VERSION)
    return `"${CURRENT_VERSION}" is the name of the docs in content/ and cannot name an older version`;
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
    throw versionsError(`Invalid JSON in ${file}: ${(error as Error).message}`, file, []);
  }
  if (!Array.isArray(raw))
    throw versionsError(
      `Invalid ${file}: expected an array of version names, newest first (e.g. ["1.1", "1.0"])`,
      file,
      [],
    );
  const seen = new Set<string>();
  raw.forEach((name, i) => {
    if (typeof name !== 'string') throw versionsError(`Invalid ${file}: [${i}] is not a string`, file, [i]);
    const problem = versionNameProblem(name);
    if (problem) throw versionsError(`Invalid ${file}: [${i}] "${name}": ${problem}`, file, [i]);
    if (seen.has(name)) throw versionsError(`Invalid ${file}: [${i}] "${name}" is listed twice`, file, [i]);
    seen.add(name);
  });
  return raw as string[];
}

/**
 * The version served at the root when the config does not say: the newest release, else the current docs (Docusaurus'
 * default).
 */
export function defaultLastVersion(olderNames: readonly string[]): string {
  return olderNames[0] ?? CURRENT_VERSION;
}

/**
 * The site's versions, current first, then versions.json order. `lastVersion` is served at the root and every other
 * version under `/{path}`; errors name the config path.
 */
export function versionMetas(olderNames: readonly string[], config: VersionsConfig = {}): VersionMeta[] {
  const names = [CURRENT_VERSION, ...olderNames];
  const options = config.versions ?? {};
  const last = config.lastVersion ?? defaultLastVersion(olderNames);
  const lastIndex = names.indexOf(last);
  if (lastIndex < 0) {
    throw versionsError(
      `docs.lastVersion: "${last}" is not a version of the site (versions: ${names.map((n) => `"${n}"`).join(', ')})`,
      CONFIG_FILE,
      ['docs', 'lastVersion'],
    );
  }
  const unknown = Object.keys(options).filter((n) => !names.includes(n));
  if (unknown.length) {
    const message = `docs.versions: no version named ${unknown.map((n) => `"${n}"`).join(', ')} (versions: ${names.map((n) => `"${n}"`).join(', ')})`;
    throw versionsError(message, CONFIG_FILE, ['docs', 'versions', unknown[0]]);
  }
  const multiple = names.length > 1;
  const metas = names.map((name, i): VersionMeta => {
    const o = options[name] ?? {};
    const isLast = i === lastIndex;
    const path = (o.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name)).replace(/^\/+|\/+$/g, '');
    const banner = o.banner ?? (isLast ? 'none' : i < lastIndex ? 'unreleased' : 'unmaintained');
    return {
      name,
      label: o.label ?? (name === CURRENT_VERSION ? CURRENT_VERSION_LABEL : name),
      prefix: path ? `/${path}` : '',
      tag: `docs-${DOCS_PLUGIN_ID}-${name}`,
      isLast,
      banner: banner === 'none' ? null : banner,
      badge: o.badge ?? multiple,
      noIndex: o.noIndex ?? false,
    };
  });
  const seen = new Map<string, string>();
  for (const m of metas) {
    const other = seen.get(m.prefix);
    if (other !== undefined) {
      const message = `docs.versions: versions "${other}" and "${m.name}" are both served at ${m.prefix || 'the site root'}; give one of them another path`;
      throw versionsError(message, CONFIG_FILE, ['docs', 'versions', m.name]);
    }
    seen.set(m.prefix, m.name);
  }
  return metas;
}

/** A version's route for a route inside it: '' + '/x' → '/x'; '/1.0' + '/' → '/1.0'. */
export function prefixRoute(prefix: string, route: string): string {
  if (!prefix) return route;
  return route === '/' ? prefix : `${prefix}${route}`;
}

/**
 * A non-root version's prefix must not be the first segment of a root route or a reserved path, or the two would claim
 * the same URLs.
 */
export function prefixClashes(
  versions: readonly Pick<VersionMeta, 'name' | 'prefix'>[],
  rootRoutes: Iterable<string>,
  reserved: Iterable<string>,
): string[] {
  const taken = new Set<string>(reserved);
  for (const route of rootRoutes) {
    const first = route.split('/')[1];
    if (first) taken.add(first);
  }
  return versions
    .filter((v) => v.prefix && taken.has(v.prefix.split('/')[1]))
    .map((v) => `version "${v.name}" would be served under ${v.prefix}/, which is already a path of the site`);
}
