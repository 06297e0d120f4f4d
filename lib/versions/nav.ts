/**
 * Version dropdown targets, computed from the current path: "the same page in the chosen version when it
 * exists there, else that version's landing page". Pure and browser-safe (the client dropdown uses it).
 */

import type { VersionBanner } from './meta';

/** What the browser needs to know about one version (serialised into the navbar). */
export interface VersionNav {
  name: string;
  label: string;
  /** '' for the version at the site root, '/{path}' for the others. */
  prefix: string;
  /** Set on the version served at the root (`docs.lastVersion`), the one banners point to. */
  isLast?: boolean;
  /** Route of the version's main doc (the doc with slug '/', else the first doc of the sidebar). */
  mainRoute: string;
  /** Route of each page of the version, by page id (doc id or `category:{folder}`). */
  routes: Record<string, string>;
}

/** The version served at the root: the one banners and navbar doc links point to. */
export function latestVersion<T extends Pick<VersionNav, 'isLast'>>(versions: readonly T[]): T | undefined {
  return versions.find((v) => v.isLast) ?? versions[0];
}

function normalise(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return (p === '' ? '/' : p).toLowerCase();
}

function pageIdAt(version: VersionNav, pathname: string): string | undefined {
  const path = normalise(pathname);
  return Object.keys(version.routes).find((id) => normalise(version.routes[id]) === path);
}

function underPrefix(prefix: string, pathname: string): boolean {
  if (!prefix) return true;
  const path = normalise(pathname);
  const p = prefix.toLowerCase();
  return path === p || path.startsWith(`${p}/`);
}

/** Whether some version has a page at the path (false on a not-found path). */
export function isVersionPage(versions: readonly VersionNav[], pathname: string): boolean {
  return versions.some((v) => pageIdAt(v, pathname) !== undefined);
}

/**
 * The version the path belongs to: the version with one of its pages at this path, else the version with
 * the longest prefix the path starts with (the current version, prefix '', matches every path).
 */
export function activeVersion(versions: readonly VersionNav[], pathname: string): VersionNav | undefined {
  const exact = versions.find((v) => pageIdAt(v, pathname) !== undefined);
  if (exact) return exact;
  return [...versions]
    .filter((v) => underPrefix(v.prefix, pathname))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** Where choosing `target` leads from `pathname`: the same page in `target`, else its main doc. */
export function versionTarget(versions: readonly VersionNav[], target: VersionNav, pathname: string): string {
  const from = activeVersion(versions, pathname);
  const id = from ? pageIdAt(from, pathname) : undefined;
  return (id !== undefined ? target.routes[id] : undefined) ?? target.mainRoute;
}

export interface VersionItem {
  name: string;
  label: string;
  href: string;
  active: boolean;
}

/** One dropdown item per version, in order, for the page at `pathname`; `suffix` is the current ?query#hash. */
export function versionItems(versions: readonly VersionNav[], pathname: string, suffix = ''): VersionItem[] {
  const active = activeVersion(versions, pathname);
  return versions.map((v) => ({
    name: v.name,
    label: v.label,
    href: `${versionTarget(versions, v, pathname)}${suffix}`,
    active: v === active,
  }));
}

/** The stored preferred version name if it names an existing version; otherwise null (and it must be deleted). */
export function validPreferredVersion(
  versions: readonly Pick<VersionNav, 'name'>[],
  stored: string | null,
): string | null {
  return stored !== null && versions.some((v) => v.name === stored) ? stored : null;
}

/** The version facts of one page, in its route data: search tag, badge, banner and the latest version's link. */
export interface PageVersion {
  name: string;
  label: string;
  /** Search tag of the page (`docs-default-{name}`), for search records and contextual search. */
  tag: string;
  /** Show "Version: {label}". */
  badge: boolean;
  banner: VersionBanner | null;
  /** For a banner: the latest version and the same page there (else its main doc). */
  latest?: { name: string; label: string; href: string };
}

/** Version facts of the page with id `pageId` in `meta`'s version. */
export function pageVersion(
  meta: { name: string; label: string; tag: string; badge: boolean; banner: VersionBanner | null },
  versions: readonly VersionNav[],
  pageId: string,
): PageVersion {
  const { name, label, tag, badge, banner } = meta;
  const latest = latestVersion(versions);
  return {
    name,
    label,
    tag,
    badge,
    banner,
    ...(banner && latest
      ? { latest: { name: latest.name, label: latest.label, href: latest.routes[pageId] ?? latest.mainRoute } }
      : {}),
  };
}

/**
 * Target of a navbar doc link (`href` = the doc's route in the latest version) on the page at `pathname`:
 * the same doc in the active version when it has it, else the link as configured.
 */
export function docLinkInVersion(versions: readonly VersionNav[], pathname: string, href: string): string {
  const latest = latestVersion(versions);
  const active = activeVersion(versions, pathname);
  const id = latest ? pageIdAt(latest, href) : undefined;
  return (active && id !== undefined ? active.routes[id] : undefined) ?? href;
}
