import 'server-only';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { SiteConfig } from '../../config/schema';
import { withBase } from '../../../shared/paths';
import { contentDir, docsRoot } from '../../source/docs-root';
import type { Page } from '../../source/types';
import { snapshotDir } from '../../source/version-files';
import { CURRENT_VERSION } from '../../../shared/versions/meta';
import { docEditUrl } from './edit-url';
import { formatLastUpdatedDate, lastUpdatedOf, type LastUpdated } from './last-updated';

function fixedDate(date: Date, locale: string): LastUpdated {
  return { date: formatLastUpdatedDate(date, locale), iso: date.toISOString() };
}

/** What the footer under a guide shows; both parts absent by default (behaviours.md §2.4.3). */
export interface DocFooterData {
  editUrl?: string;
  lastUpdated?: LastUpdated;
}

const posixPath = (p: string) => p.split(sep).join('/');

/** A docs version's folder: content/ for the current docs, versioned_docs/version-{name}/ for the others. */
export function versionDocsDir(versionName: string): string {
  return versionName === CURRENT_VERSION ? contentDir() : snapshotDir(docsRoot(), versionName);
}

/** The first of a generated guide's data files that lies in its version's folder (absolute), if any. */
function generatedSource(sources: readonly string[], projectRoot: string, versionDir: string): string | undefined {
  return sources
    .map((source) => join(projectRoot, source))
    .find((file) => !relative(versionDir, file).startsWith('..') && !isAbsolute(relative(versionDir, file)));
}

/**
 * Footer data of a page; only guides have one, since other pages have no file to edit. `projectRoot` is what
 * `versionDocsDirPath` is relative to.
 */
export function docFooterData(
  page: Page,
  versionName: string,
  config: SiteConfig,
  options: { projectRoot?: string; versionDir?: string } = {},
): DocFooterData {
  if (page.kind !== 'doc') return {};
  const { editUrl, showLastUpdateTime } = config.docs;
  // As in Docusaurus, `custom_edit_url` wins over the site option even when that is unset; null removes the link from
  // this page only.
  const custom = page.frontMatter?.custom_edit_url;
  if (editUrl === undefined && custom === undefined && !showLastUpdateTime) return {};
  const projectRoot = options.projectRoot ?? process.cwd();
  const versionDir = options.versionDir ?? versionDocsDir(versionName);
  // A generated guide has no file: its edit link and date are those of its first data file inside the version folder.
  const file = page.generated
    ? generatedSource(page.generated.sources, projectRoot, versionDir)
    : join(projectRoot, page.file);
  const locale = config.i18n.defaultLocale;
  const url =
    custom !== undefined
      ? (custom ?? undefined)
      : file === undefined
        ? undefined
        : docEditUrl(editUrl, {
            version: versionName,
            versionDocsDirPath: posixPath(relative(projectRoot, versionDir)),
            docPath: posixPath(relative(versionDir, file)),
            permalink: withBase(config.baseUrl, page.route),
            locale,
          });
  // The front matter's `last_update.date` wins over git's date, as in Docusaurus.
  const fixed = page.frontMatter?.last_update?.date;
  const lastUpdated = !showLastUpdateTime
    ? undefined
    : fixed !== undefined
      ? fixedDate(new Date(fixed), locale)
      : file === undefined
        ? undefined
        : lastUpdatedOf(file, locale);
  return { ...(url ? { editUrl: url } : {}), ...(lastUpdated ? { lastUpdated } : {}) };
}
