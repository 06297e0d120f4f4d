import 'server-only';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { walkFiles } from '../fs/walk';
import { getSiteConfig } from '../config/load';
import { navbarInternalLinks, resolveNavbarItems, type ResolvedNavItem } from '../config/navbar';
import { ConfigError, type SiteConfig } from '../config/schema';
import { firstLink } from '../page-tree/navigate';
import { loadSource } from './load';
import { DOCS_SIDEBAR_ID, type Source } from './types';

export interface Site {
  config: SiteConfig;
  source: Source;
  navbar: ResolvedNavItem[];
}

let cached: { key: string; site: Promise<Site> } | undefined;

/** Changes whenever a file under content/ is added, removed or edited (used by `next dev`). */
function contentSignature(dir: string): string {
  const files = [...walkFiles(dir), join(process.cwd(), OPENAPI_FILE)];
  return `${files.length}:${Math.max(0, ...files.map((f) => statSync(f).mtimeMs))}`;
}

/** Folder the guides are read from: `CONTENT_DIR` (for fixtures and benchmarks), else content/. */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
}

/** The OpenAPI file of the API reference, linted with the rules in redocly.yaml. */
export const OPENAPI_FILE = 'openapi/ra-aid.openapi.yaml';
export const OPENAPI_LINT_CONFIG = 'redocly.yaml';

async function load(): Promise<Site> {
  const config = getSiteConfig();
  const navbarLinks = navbarInternalLinks(config.themeConfig.navbar.items).map((url) => ({ url, line: 0 }));
  const source = await loadSource({
    contentDir: contentDir(),
    publicDir: join(process.cwd(), 'public'),
    extraLinks: [{ file: 'site.config.mjs (themeConfig.navbar.items)', links: navbarLinks }],
    openapi: { file: join(process.cwd(), OPENAPI_FILE), configPath: join(process.cwd(), OPENAPI_LINT_CONFIG) },
  });
  const docs = new Map(source.pages.filter((p) => p.kind === 'doc').map((p) => [p.id, p.route]));
  const navbar = resolveNavbarItems(config.themeConfig.navbar.items, {
    docs,
    docSidebars: new Map([...docs.keys()].map((id) => [id, DOCS_SIDEBAR_ID])),
    sidebars: new Map([[DOCS_SIDEBAR_ID, firstLink(source.tree)?.href]]),
  });
  const missingAssets = configAssets(config).filter(([, path]) => !source.staticFiles.has(`/${path.replace(/^\/+/, '')}`));
  if (missingAssets.length) {
    throw new ConfigError(
      `Files named in site.config.mjs are missing from public/:\n${missingAssets.map(([at, path]) => `  - ${at}: ${path}`).join('\n')}`,
    );
  }
  for (const w of source.warnings) console.warn(`[docs] warning: ${w}`);
  return { config, source, navbar };
}

/** Files under public/ that the config points at, with their config paths. */
export function configAssets(config: SiteConfig): [string, string][] {
  const { navbar, image } = config.themeConfig;
  const out: [string, string | undefined][] = [
    ['favicon', config.favicon],
    ['themeConfig.image', image],
    ['themeConfig.navbar.logo.src', navbar.logo?.src],
    ['themeConfig.navbar.logo.srcDark', navbar.logo?.srcDark],
  ];
  return out.filter((e): e is [string, string] => Boolean(e[1]) && !/^([a-z]+:|\/\/)/i.test(e[1]!));
}

/**
 * The whole site, loaded and checked once per build process. Under `next dev` it is loaded again
 * whenever content/ changes, so an edited page shows on refresh.
 */
export function getSite(): Promise<Site> {
  const key = process.env.NODE_ENV === 'development' ? contentSignature(contentDir()) : 'build';
  if (!cached || cached.key !== key) cached = { key, site: load() };
  return cached.site;
}
