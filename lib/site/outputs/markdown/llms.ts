import type { ListItem, PhrasingContent, RootContent } from 'mdast';
import { flattenLinks } from '../../page-tree/navigate';
import type { Page, Source } from '../../source/types';
import { code, heading, link, list, listItem, paragraph, root, text } from './nodes';
import { pageMarkdown } from './page';
import { stringifyMarkdown } from './stringify';
import { markdownUrl, type SiteAddress } from './urls';

/** The one-paragraph summary of RA.Aid under the title of llms.txt (written from the RA.Aid fact sheet). */
const RA_AID_SUMMARY: PhrasingContent[] = [
  text('RA.Aid ("ReAct Aid", the pip package and command '),
  code('ra-aid'),
  text(
    ') is an open-source command-line AI agent for software work: given a task in plain language, it researches ' +
      'the codebase, writes a plan, then edits files and runs shell commands to carry the plan out. It is built on ' +
      'LangChain and LangGraph, works with Anthropic, OpenAI, Google Gemini, OpenRouter, DeepSeek, Fireworks, Groq, ' +
      'Ollama and OpenAI-compatible servers, can consult a stronger "expert" model, keeps project memory in a local ' +
      'SQLite database, and has a web UI and HTTP API. The sections below document the latest release, the one ',
  ),
  code('pip install ra-aid'),
  text(
    ' installs: installation, configuration, usage guides and the API reference. Docs of other versions, such as ' +
      'the unreleased development version, are listed under Optional.',
  ),
];

/** Heading of the pages of the sidebar that sit in no category (search records call them "Docs" too). */
export const UNCATEGORISED_SECTION = 'Docs';
/** Heading of pages that are in no sidebar at all. */
const UNLISTED_SECTION = 'Other pages';

export interface LlmsSite extends SiteAddress {
  title: string;
}

export interface LlmsVersion {
  meta: { name: string; label: string; isLast: boolean };
  source: Source;
}

export interface Section {
  title: string;
  pages: Page[];
}

/**
 * A version's pages in sidebar order, grouped by top-level category; pages outside any category share one "Docs"
 * section, and pages in no sidebar come last.
 */
export function sidebarSections(source: Source): Section[] {
  const sections: Section[] = [];
  const seen = new Set<string>();
  const take = (ids: string[]) =>
    ids.flatMap((id) => {
      const page = source.byId.get(id);
      if (!page || seen.has(id)) return [];
      seen.add(id);
      return [page];
    });
  let loose: Section | undefined;
  for (const node of source.tree) {
    if (node.type === 'category') {
      sections.push({ title: node.label, pages: take(flattenLinks([node]).map((l) => l.pageId)) });
      continue;
    }
    if (!loose) sections.push((loose = { title: UNCATEGORISED_SECTION, pages: [] }));
    loose.pages.push(...take([node.pageId]));
  }
  const rest = source.pages.filter((p) => !seen.has(p.id) && !p.unlisted);
  if (rest.length) sections.push({ title: UNLISTED_SECTION, pages: rest });
  return sections.filter((s) => s.pages.length);
}

function entry(page: Page, site: SiteAddress, suffix = ''): ListItem {
  return listItem(
    paragraph(
      link(markdownUrl(site, page.route), text(`${page.title}${suffix}`)),
      ...(page.description ? [text(`: ${page.description}`)] : []),
    ),
  );
}

/**
 * `/llms.txt` (https://llmstxt.org): one section per top-level sidebar category linking each page's Markdown twin,
 * older versions under `## Optional`.
 */
export function llmsTxt(site: LlmsSite, versions: readonly LlmsVersion[]): string {
  const latest = versions.find((v) => v.meta.isLast) ?? versions[0];
  const others = versions.filter((v) => v !== latest);
  const out: RootContent[] = [
    heading(1, text(site.title)),
    { type: 'blockquote', children: [paragraph(...RA_AID_SUMMARY)] },
  ];
  for (const section of sidebarSections(latest.source)) {
    out.push(heading(2, text(section.title)), list(section.pages.map((p) => entry(p, site))));
  }
  if (others.length) {
    out.push(heading(2, text('Optional')));
    const items = others.flatMap((v) =>
      sidebarSections(v.source).flatMap((s) => s.pages.map((p) => entry(p, site, ` (version ${v.meta.label})`))),
    );
    out.push(list(items));
  }
  return stringifyMarkdown(root(out));
}

/** `/llms-full.txt`: the latest version's docs as Markdown in sidebar order, each with its canonical URL. */
export function llmsFullTxt(site: LlmsSite, latest: LlmsVersion): string {
  const pages = sidebarSections(latest.source).flatMap((s) => s.pages);
  return pages.map((p) => pageMarkdown(p, latest.source, site, { withUrl: true }).trimEnd()).join('\n\n---\n\n') + '\n';
}
