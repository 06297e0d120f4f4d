import GithubSlugger from 'github-slugger';
import type { List, ListItem, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { markdownPath } from '../../lib/shared/paths/outputs';
import type { SiteFiles } from './files';
import { describeVersions, pageAddress, sitePathOf, versionId, versionOfRoute, type SiteInfo } from './site';
import type { IndexVersion } from '../../lib/site/types';

const parseMarkdown = (text: string): Root => unified().use(remarkParse).parse(text);

interface Section {
  id: string;
  depth: number;
  start: number;
}

/**
 * The h2–h6 headings of a Markdown twin with the ids the HTML page gives them: GitHub slugs of their text in
 * document order, duplicates numbered (lib/site/mdx/remark-heading-ids.ts does the same to the guide's own tree).
 */
export function headingSections(markdown: string): Section[] {
  const slugger = new GithubSlugger();
  return parseMarkdown(markdown).children.flatMap((node) =>
    node.type === 'heading' && node.depth >= 2 && node.position
      ? [{ id: slugger.slug(toString(node).trim()), depth: node.depth, start: node.position.start.offset ?? 0 }]
      : [],
  );
}

/** The part of `markdown` under the heading whose id is `anchor`, down to the next heading of its level or above. */
export function sectionOf(markdown: string, anchor: string): string | undefined {
  const sections = headingSections(markdown);
  const at = sections.findIndex((s) => s.id === anchor);
  if (at < 0) return undefined;
  const next = sections.slice(at + 1).find((s) => s.depth <= sections[at].depth);
  return `${markdown.slice(sections[at].start, next?.start ?? markdown.length).trimEnd()}\n`;
}

/** The Markdown twin of the page a `read_page` argument names, or the section its #anchor names if a heading has it. */
export async function readPage(info: SiteInfo, files: SiteFiles, input: string): Promise<string> {
  const { route, anchor } = pageAddress(info, files, input);
  const twin = markdownPath(route);
  const markdown = await files.read(twin.slice(1));
  if (markdown === undefined) {
    throw new Error(
      `The docs have no page at ${route} (no ${twin} on ${files.where}). ` +
        'Use search_docs or list_pages to find the URL of a page.',
    );
  }
  if (!anchor) return markdown;
  const section = sectionOf(markdown, anchor);
  if (section !== undefined) return section;
  // Some anchors of a page are not headings of its Markdown (an API page's "#response-200" is the "200 OK"
  // heading there): the whole page is more use to the agent than an error.
  const ids = headingSections(markdown).map((s) => `#${s.id}`);
  const known = ids.length ? `its headings are ${ids.join(', ')}` : 'it has no headings below its title';
  return `<!-- #${anchor} is not a heading of this page's Markdown (${known}); the whole page follows. -->\n\n${markdown}`;
}

/** The text of a list item's link and the text after it ('[Title](url): description'). */
function entryOf(item: ListItem): { title: string; url: string; rest: string } | undefined {
  const paragraph = item.children[0];
  if (paragraph?.type !== 'paragraph') return undefined;
  const [first, ...rest] = paragraph.children;
  if (first?.type !== 'link') return undefined;
  return { title: toString(first), url: first.url, rest: rest.map((n) => toString(n)).join('') };
}

/**
 * The list of pages of one docs version, from llms.txt: for the root version the file itself without its
 * `## Optional` section (the other versions' pages); for another version, its entries in that section.
 */
export async function listPages(info: SiteInfo, files: SiteFiles, version: IndexVersion): Promise<string> {
  const llms = await files.read('llms.txt');
  if (llms === undefined) throw new Error(`The docs site at ${files.where} has no llms.txt.`);
  const tree = parseMarkdown(llms);
  const optional = tree.children.findIndex(
    (n) => n.type === 'heading' && n.depth === 2 && toString(n).trim() === 'Optional',
  );
  const otherLine =
    info.versions.length > 1 ? `\n${describeVersions(info)} Give list_pages a \`version\` to list another.\n` : '';
  if (version === info.root) {
    const end = optional < 0 ? llms.length : (tree.children[optional].position?.start.offset ?? llms.length);
    return `${llms.slice(0, end).trimEnd()}\n${otherLine}`;
  }
  const lists = optional < 0 ? [] : tree.children.slice(optional + 1).filter((n): n is List => n.type === 'list');
  const suffix = ` (version ${version.label})`;
  const lines = lists
    .flatMap((list) => list.children.map(entryOf))
    .filter((e): e is NonNullable<typeof e> => {
      const path = e && sitePathOf(info, files, e.url);
      return path !== undefined && versionOfRoute(info, path.replace(/\.md$/, '')) === version;
    })
    .map((e) => `- [${e.title.endsWith(suffix) ? e.title.slice(0, -suffix.length) : e.title}](${e.url})${e.rest}`);
  if (!lines.length) throw new Error(`The llms.txt of ${files.where} lists no pages of version ${versionId(version)}.`);
  const title = tree.children.find((n) => n.type === 'heading' && n.depth === 1);
  const heading = `# ${title ? toString(title) : 'Documentation'}: version ${version.label}`;
  return `${heading}\n\nPages of docs version ${versionId(version)}, in sidebar order:\n\n${lines.join('\n')}\n${otherLine}`;
}
