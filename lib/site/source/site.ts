import 'server-only';
import { join } from 'node:path';
import { getSiteConfig } from '../config/load';
import { configPathPosition } from '../config/locate';
import { navbarInternalLinks, resolveNavbarItems, type ResolvedNavItem } from '../config/navbar';
import { ConfigError, type SiteConfig } from '../config/schema';
import { OPENAPI_DOWNLOAD_SEGMENT, openapiDownloadPath } from '../openapi/paths';
import { firstLink } from '../page-tree/navigate';
import { readVersionNames, snapshotDir } from './version-files';
import {
  CURRENT_VERSION,
  prefixClashes,
  versionMetas,
  VersionsError,
  type VersionMeta,
} from '../../shared/versions/meta';
import type { LinkSource } from '../content/link-check';
import type { VersionNav } from '../../shared/versions/nav';
import { anchorsOf, assembleSource, combinedError, readSourceInputs, type LoadOptions } from './load';
import { DOCS_SIDEBAR_ID, type Page, type Source } from './types';
import { CONFIG_FILE, configAssets, readConfigSource } from './config-assets';
import { contentDir, devSignature, docsRoot, versionOpenapiFile } from './docs-root';
import { siteStaticDir } from '../content/docusaurus-site';
import { isDevServer } from '../content/build-dirs.mjs';

/** One docs version: what it is, and its pages and sidebar. */
export interface SiteVersion {
  meta: VersionMeta;
  source: Source;
}

export interface Site {
  config: SiteConfig;
  /** Every docs version, current first, then versions.json order; just the current one on a single-version site. */
  versions: SiteVersion[];
  /** The version served at the root (`docs.lastVersion`), whose docs the navbar links and llms files name. */
  latest: SiteVersion;
  /** What the version dropdown needs in the browser (same order as `versions`). */
  versionNav: VersionNav[];
  navbar: ResolvedNavItem[];
}

let cached: { key: string; site: Promise<Site> } | undefined;

/**
 * Loads every version in two steps across all versions, so one run reports every problem of a kind. The root version
 * loads first, since absolute links of every version may point into it.
 */
async function loadVersions(config: SiteConfig, publicDir: string, navbarLinks: LinkSource): Promise<SiteVersion[]> {
  const root = docsRoot();
  const names = readVersionNames(root);
  const metas = versionMetas(names, config.docs);
  const dirOf = (name: string) => (name === CURRENT_VERSION ? contentDir() : snapshotDir(root, name));
  const ordered = [...metas].sort((a, b) => Number(b.isLast) - Number(a.isLast));
  const optionsOf = (meta: VersionMeta, anchors: ReadonlyMap<string, ReadonlySet<string>>): LoadOptions => {
    const apiFile = versionOpenapiFile(root, meta.name);
    return {
      contentDir: dirOf(meta.name),
      publicDir,
      siteStaticDir: siteStaticDir(),
      routePrefix: meta.prefix,
      otherAnchors: anchors,
      // Under `next dev` a broken guide fails only its own page, and drafts show, as in Docusaurus (see
      // LoadOptions.lenient).
      ...(isDevServer() ? { lenient: true, drafts: true } : {}),
      ...(meta.isLast ? { extraLinks: [navbarLinks] } : {}),
      ...(apiFile
        ? {
            openapi: {
              file: apiFile,
              configPath: join(process.cwd(), OPENAPI_LINT_CONFIG),
              strict: config.openapi.strict,
            },
            apiDownloadPath: openapiDownloadPath(meta.prefix),
          }
        : {}),
    };
  };

  const reads = await Promise.all(ordered.map((meta) => readSourceInputs(optionsOf(meta, new Map()))));
  const inputFailures = reads.flatMap((r) => r.failures);
  if (inputFailures.length) throw combinedError(inputFailures);

  const anchors = new Map<string, ReadonlySet<string>>();
  const loaded = new Map<string, Source>();
  const failures: Parameters<typeof combinedError>[0] = [];
  for (const [i, meta] of ordered.entries()) {
    const { source, failures: versionFailures } = await assembleSource(optionsOf(meta, anchors), reads[i].inputs!);
    failures.push(...versionFailures);
    if (meta.isLast) {
      const reserved = [
        'search',
        '_next',
        OPENAPI_DOWNLOAD_SEGMENT,
        ...config.i18n.locales,
        ...topFolders(source.staticFiles),
      ];
      const clashes = prefixClashes(metas, source.byRoute.keys(), reserved);
      if (clashes.length) {
        throw new VersionsError(
          `Invalid docs versions:\n${clashes.map((c) => `  - ${c}`).join('\n')}`,
          clashes.map((message) => ({ file: 'site.config.mjs', path: ['docs', 'versions'], message })),
        );
      }
    }
    for (const [route, ids] of anchorsOf(source.pages)) anchors.set(route, ids);
    loaded.set(meta.name, source);
  }
  if (failures.length) throw combinedError(failures);
  return metas.map((meta) => ({ meta, source: loaded.get(meta.name)! }));
}

function topFolders(files: Iterable<string>): string[] {
  return [...files].map((f) => f.split('/')[1]).filter(Boolean);
}

/** Main doc of a version: the doc at the version's root, else the first link of its sidebar. */
function mainRoute(v: SiteVersion): string {
  const root = v.meta.prefix || '/';
  return v.source.byRoute.get(root)?.route ?? firstLink(v.source.tree)?.href ?? root;
}

function navOf(versions: readonly SiteVersion[]): VersionNav[] {
  return versions.map((v) => ({
    name: v.meta.name,
    label: v.meta.label,
    prefix: v.meta.prefix,
    ...(v.meta.isLast ? { isLast: true } : {}),
    mainRoute: mainRoute(v),
  }));
}

/** The page with id `pageId` in each version that has it: its route there, by version name. */
export function samePageRoutes(versions: readonly SiteVersion[], pageId: string): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const v of versions) {
    const page = v.source.byId.get(pageId);
    if (page) routes[v.meta.name] = page.route;
  }
  return routes;
}

/**
 * Navbar doc links with their doc's route in each version, so the browser can follow the version being read without
 * every page's routes.
 */
function withVersionHrefs(items: ResolvedNavItem[], versions: readonly SiteVersion[], latest: SiteVersion) {
  if (versions.length < 2) return items;
  return items.map((item): ResolvedNavItem => {
    if (item.kind !== 'link' || !item.activeSidebar) return item;
    const page = latest.source.byRoute.get(item.href);
    return page ? { ...item, versionHrefs: samePageRoutes(versions, page.id) } : item;
  });
}

/** The page at a route (without base URL) in any version, with its version. */
export function findPage(site: Site, route: string): { page: Page; version: SiteVersion } | undefined {
  for (const version of site.versions) {
    const page = version.source.byRoute.get(route);
    if (page) return { page, version };
  }
  return undefined;
}

/** The lint rules of every version's OpenAPI file (see lib/site/openapi/paths.ts for where the files are). */
export const OPENAPI_LINT_CONFIG = 'redocly.yaml';

async function load(): Promise<Site> {
  const config = getSiteConfig();
  const configSource = readConfigSource();
  const navbarLinks = navbarInternalLinks(config.themeConfig.navbar.items).map(({ url, path }) => ({
    url,
    ...configPathPosition(configSource, path),
  }));
  const publicDir = join(process.cwd(), 'public');
  const versions = await loadVersions(config, publicDir, { file: CONFIG_FILE, links: navbarLinks });
  const latest = versions.find((v) => v.meta.isLast)!;
  const { source } = latest;
  const docs = new Map(source.pages.filter((p) => p.kind === 'doc').map((p) => [p.id, p.route]));
  const navbar = resolveNavbarItems(config.themeConfig.navbar.items, {
    docs,
    docSidebars: new Map([...docs.keys()].map((id) => [id, DOCS_SIDEBAR_ID])),
    sidebars: new Map([[DOCS_SIDEBAR_ID, firstLink(source.tree)?.href]]),
  });
  const missingAssets = configAssets(config).filter(
    ([, path]) => !source.staticFiles.has(`/${path.replace(/^\/+/, '')}`),
  );
  if (missingAssets.length) {
    throw new ConfigError(
      `Files named in site.config.mjs are missing from public/:\n${missingAssets.map(([at, path]) => `  - ${at}: ${path}`).join('\n')}`,
      missingAssets.map(([at, path]) => ({ path: at, message: `${at}: ${path} is missing from public/` })),
    );
  }
  // `next dev` prints them as it loads the site. A build leaves them to its content check (scripts/check-content.ts),
  // which prints each once where every `next build` worker would repeat them.
  if (isDevServer()) {
    for (const w of siteWarnings(versions)) console.warn(`[docs] warning: ${w}`);
  }
  return { config, versions, latest, versionNav: navOf(versions), navbar: withVersionHrefs(navbar, versions, latest) };
}

/** Every warning of every version (broken file links, missing anchors, empty categories), each once. */
export function siteWarnings(versions: readonly SiteVersion[]): string[] {
  return [...new Set(versions.flatMap((v) => v.source.warnings))];
}

/** The whole site, loaded and checked once per build process; under `next dev` it reloads whenever content/ changes. */
export function getSite(): Promise<Site> {
  const key = isDevServer() ? devSignature() : 'build';
  if (!cached || cached.key !== key) cached = { key, site: load() };
  return cached.site;
}
