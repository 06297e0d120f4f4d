import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RawCategory, RawContent } from '../content/collect';
import { categoryIndexRoute } from '../content/slugs';
import { emptyCategoryDirs, type TreeCategoryInput } from '../page-tree/build';
import type { Problem } from '../../shared/validation/problem';
import { jsonPathPosition } from '../validation/locate';
import { prefixRoute } from '../../shared/versions/meta';
import type { RouteClaims } from './claims';
import type { CategoryPage } from './types';

/** The file, line and column of `path` in a category's `_category_.json`. */
function categoryPlace(
  c: RawCategory,
  path: readonly string[],
  projectRoot: string,
): Pick<Problem, 'file' | 'line' | 'column'> {
  if (!c.file) return { file: c.dir, line: 1, column: 1 };
  const text = c.generated?.text ?? readFileSync(join(projectRoot, c.file), 'utf8');
  return { file: c.file, ...jsonPathPosition(text, path) };
}

interface CategoryContext {
  raw: RawContent;
  contentDir: string;
  projectRoot: string;
  prefix: string;
  /** Route of each guide by doc id. */
  docRoutes: ReadonlyMap<string, string>;
  /** The index doc (`index`, `README` or named like the folder) of each folder that has one. */
  indexDocs: ReadonlyMap<string, string>;
  claims: RouteClaims;
  warnings: string[];
}

/**
 * A version's sidebar category inputs and generated-index pages. A category folder with no page under it would be a
 * button that opens nothing, so it is left out with a warning.
 */
export function categoriesOf(ctx: CategoryContext): { treeCategories: TreeCategoryInput[]; pages: CategoryPage[] } {
  const { raw, docRoutes, indexDocs, claims } = ctx;
  const linkedDoc = (c: RawCategory) =>
    c.meta.link?.type === 'doc' ? c.meta.link.id : c.meta.link === undefined ? indexDocs.get(c.dir) : undefined;
  const empty = new Set(
    emptyCategoryDirs(
      raw.docs,
      raw.categories.map((c) => ({ dir: c.dir, linkedDocId: linkedDoc(c) })),
    ),
  );
  warnEmptyFolders(ctx, empty);

  const pages: CategoryPage[] = [];
  const treeCategories: TreeCategoryInput[] = raw.categories
    .filter((c) => !empty.has(c.dir))
    .map((c) => {
      const base: TreeCategoryInput = {
        dir: c.dir,
        label: c.meta.label,
        position: c.meta.position,
        // A category that cannot collapse (`collapsible: false`) starts open.
        collapsed: c.meta.collapsible ? c.meta.collapsed : false,
        ...(c.meta.className ? { className: c.meta.className } : {}),
      };
      const link =
        c.meta.link === undefined && indexDocs.has(c.dir)
          ? { type: 'doc' as const, id: indexDocs.get(c.dir)! }
          : c.meta.link;
      if (link?.type === 'doc') {
        const href = docRoutes.get(link.id);
        if (!href) {
          claims.problems.push({
            ...categoryPlace(c, ['link', 'id'], ctx.projectRoot),
            message: `Invalid category file: link.id: doc id "${link.id}" not found`,
          });
          return base;
        }
        return { ...base, href, pageId: link.id, linkedDocId: link.id };
      }
      if (link?.type === 'generated-index') {
        const page: CategoryPage = {
          kind: 'category',
          id: `category:${c.dir}`,
          route: prefixRoute(ctx.prefix, categoryIndexRoute(c.meta.label, link.slug)),
          title: link.title ?? c.meta.label,
          description: link.description,
          dir: c.dir,
          file: c.file,
        };
        if (claims.claim(page)) {
          pages.push(page);
          return { ...base, href: page.route, pageId: page.id };
        }
      }
      return base;
    });
  return { treeCategories, pages };
}

/**
 * One warning per folder an author made a category of, not per folder inside it; plain folders (images, say) are
 * skipped silently.
 */
function warnEmptyFolders(ctx: CategoryContext, empty: ReadonlySet<string>): void {
  const warned = new Set<string>();
  for (const c of ctx.raw.categories) {
    if (!empty.has(c.dir) || !c.file) continue;
    warned.add(c.dir);
    if ([...warned].some((dir) => c.dir.startsWith(`${dir}/`))) continue;
    const folder = relative(ctx.projectRoot, join(ctx.contentDir, c.dir)).split(sep).join('/');
    ctx.warnings.push(`${folder}/: category folder with no pages; it is left out of the sidebar`);
  }
}
