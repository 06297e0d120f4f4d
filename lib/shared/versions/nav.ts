/**
 * Version dropdown targets: the same page in the chosen version when it exists there, else that version's landing page.
 * Browser-safe.
 */

import type { VersionBanner } from './meta';

/** What the browser needs to know about one version (serialised into the navbar: a few fields, not its pages). */
export interface VersionNav {
  name: string;
  label: string;
  /** '' for the version at the site root, '/{path}' for the others. */
  prefix: string;
  /** Set on the version served at the root (`docs.lastVersion`), the one banners point to. */
  isLast?: boolean;
  /** Route of the version's main doc (the doc with slug '/', else the first doc of the sidebar). */
  mainRoute: string;
}

/**
 * One page's route in each version that has it. Each page carries its own, so no page ships the routes of every other
 * page.
 */
export type SamePage = Readonly<Record<string, string>>;

/** The version served at the root: the one banners and navbar doc links point to. */
export function latestVersion<T extends Pick<VersionNav, 'isLast'>>(versions: readonly T[]): T | undefined {
  return versions.find((v) => v.isLast) ?? versions[0];
}

function normalise(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return (p === '' ? '/' : p).toLowerCase();
}

function underPrefix(prefix: string, pathname: string): boolean {
  if (!prefix) return true;
  const path = normalise(pathname);
  const p = prefix.toLowerCase();
  return path === p || path.startsWith(`${p}/`);
}

/**
 * The version with the longest prefix the path starts with. Exact for pages, since the build refuses a root route under
 * another version's prefix.
 */
export function activeVersion<T extends Pick<VersionNav, 'prefix'>>(
  versions: readonly T[],
  pathname: string,
): T | undefined {
  return [...versions]
    .filter((v) => underPrefix(v.prefix, pathname))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** Where choosing `target` leads: the same page there when the current page has a copy in it, else its main doc. */
export function versionTarget(target: VersionNav, samePage: SamePage | null): string {
  return samePage?.[target.name] ?? target.mainRoute;
}

export interface VersionItem {
  name: string;
  label: string;
  href: string;
  active: boolean;
}

/**
 * One dropdown item per version for `pathname`; `samePage` is null off a docs page and until the page has told the
 * navbar.
 */
export function versionItems(
  versions: readonly VersionNav[],
  pathname: string,
  suffix = '',
  samePage: SamePage | null = null,
): VersionItem[] {
  const active = activeVersion(versions, pathname);
  return versions.map((v) => ({
    name: v.name,
    label: v.label,
    href: `${versionTarget(v, samePage)}${suffix}`,
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
  /** With more than one version: the page's copies in every version, for the navbar's version links. */
  samePage?: SamePage;
}

/** Version facts of a page of `meta`'s version whose copies in each version are `samePage`. */
export function pageVersion(
  meta: { name: string; label: string; tag: string; badge: boolean; banner: VersionBanner | null },
  versions: readonly VersionNav[],
  samePage: SamePage,
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
      ? { latest: { name: latest.name, label: latest.label, href: versionTarget(latest, samePage) } }
      : {}),
    ...(versions.length > 1 ? { samePage } : {}),
  };
}

/**
 * A navbar doc link's target in the active version when that version has the doc (`byVersion`, resolved at build time),
 * else the link as configured.
 */
export function docLinkInVersion(
  versions: readonly VersionNav[],
  pathname: string,
  href: string,
  byVersion: SamePage | undefined,
): string {
  const active = activeVersion(versions, pathname);
  return (active ? byVersion?.[active.name] : undefined) ?? href;
}
