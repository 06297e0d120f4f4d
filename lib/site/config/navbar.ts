import { formatPath } from '../../shared/validation/format';
import type { SamePage } from '../../shared/versions/nav';
import { ConfigError, type NavbarItem } from './schema';

/** A navbar entry ready to render. */
export type ResolvedNavItem =
  | {
      kind: 'link';
      label: string;
      href: string;
      external: boolean;
      position: 'left' | 'right';
      /** Active on every page of this sidebar (doc/docSidebar items) or under this path prefix. */
      activeSidebar?: string;
      activeBasePath?: string;
      /** Doc links on a site with several versions: the doc's route in each version that has it. */
      versionHrefs?: SamePage;
    }
  | { kind: 'dropdown'; label: string; position: 'left' | 'right'; items: ResolvedNavItem[] }
  | { kind: 'localeDropdown' | 'docsVersionDropdown' | 'search'; label?: string; position: 'left' | 'right' };

export interface NavbarContext {
  /** Route of each doc id. */
  docs: ReadonlyMap<string, string>;
  /** Sidebar id of each doc id. */
  docSidebars: ReadonlyMap<string, string>;
  /** First link of each sidebar, or undefined when the sidebar links to nothing. */
  sidebars: ReadonlyMap<string, string | undefined>;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** `path: message`, with the config path kept apart so the check can find its line. */
function configError(path: string, message: string): ConfigError {
  return new ConfigError(`${path}: ${message}`, [{ path, message: `${path}: ${message}` }]);
}

/**
 * Resolves doc and sidebar items to routes; an unknown id, or a sidebar with nothing to link to, is a ConfigError
 * naming the config path.
 */
export function resolveNavbarItems(
  items: readonly NavbarItem[],
  ctx: NavbarContext,
  at = 'themeConfig.navbar.items',
): ResolvedNavItem[] {
  return items.map((item, i) => {
    const path = `${at}${formatPath([i])}`;
    switch (item.type) {
      case 'doc': {
        const href = ctx.docs.get(item.docId);
        if (!href) {
          throw configError(
            `${path}.docId`,
            `doc id "${item.docId}" not found (known doc ids: ${[...ctx.docs.keys()].sort().join(', ')})`,
          );
        }
        return {
          kind: 'link',
          label: item.label ?? item.docId,
          href,
          external: false,
          position: item.position,
          activeSidebar: ctx.docSidebars.get(item.docId),
        };
      }
      case 'docSidebar': {
        if (!ctx.sidebars.has(item.sidebarId)) {
          throw configError(
            `${path}.sidebarId`,
            `sidebar id "${item.sidebarId}" not found (known sidebars: ${[...ctx.sidebars.keys()].join(', ')})`,
          );
        }
        const href = ctx.sidebars.get(item.sidebarId);
        if (!href) {
          throw configError(
            `${path}.sidebarId`,
            `sidebar "${item.sidebarId}" has nothing to link to (no doc and no category index page)`,
          );
        }
        return {
          kind: 'link',
          label: item.label ?? item.sidebarId,
          href,
          external: false,
          position: item.position,
          activeSidebar: item.sidebarId,
        };
      }
      case 'dropdown':
        return {
          kind: 'dropdown',
          label: item.label,
          position: item.position,
          items: resolveNavbarItems(item.items, ctx, `${path}.items`),
        };
      case 'localeDropdown':
      case 'docsVersionDropdown':
      case 'search':
        return { kind: item.type, label: item.label, position: item.position };
      default: {
        const href = item.to ?? item.href;
        if (!href) throw configError(path, 'a link item needs "to" or "href"');
        return {
          kind: 'link',
          label: item.label,
          href,
          external: EXTERNAL.test(href),
          position: item.position,
          ...(item.activeBasePath ? { activeBasePath: item.activeBasePath } : {}),
        };
      }
    }
  });
}

/** Internal links of the navbar config with their config paths, for the broken-link check. */
export function navbarInternalLinks(
  items: readonly NavbarItem[],
  at = 'themeConfig.navbar.items',
): { url: string; path: string }[] {
  return items.flatMap((item, i) => {
    const path = `${at}${formatPath([i])}`;
    if (item.type === 'dropdown') return navbarInternalLinks(item.items, `${path}.items`);
    if (item.type !== undefined && item.type !== 'default') return [];
    const href = item.to ?? item.href;
    return href && !EXTERNAL.test(href) ? [{ url: href, path: `${path}.${item.to ? 'to' : 'href'}` }] : [];
  });
}
