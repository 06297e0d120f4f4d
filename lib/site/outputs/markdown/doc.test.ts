import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGuide } from '../../mdx/document';
import { docMarkdownTree, type DocInput } from './doc';
import { readCliFacts } from '../../content/facts/cli';
import { stringifyMarkdown } from './stringify';
import type { SiteAddress } from './urls';

const GOLDEN = join(__dirname, '__golden__');
const SITE = { url: 'https://docs.ra-aid.ai', baseUrl: '/' };
const CLI = readCliFacts(join(process.cwd(), 'versioned_docs/version-0.30.2'));
const ROUTES: Record<string, string> = {
  'quickstart/installation': '/quickstart/installation',
  'usage/monorepo': '/usage/monorepo',
};

function convert(body: string, extra: Partial<DocInput> = {}, site: SiteAddress = SITE): string {
  const doc: DocInput = {
    route: '/usage/web-ui',
    title: 'Using the web UI',
    description: 'Start the web UI and drive agents from it.',
    document: parseGuide(body, 'content/usage/web-ui.mdx', { docId: 'usage/web-ui', routeOfDoc: (id) => ROUTES[id] }),
    cli: CLI,
    ...extra,
  };
  return stringifyMarkdown(docMarkdownTree(doc, site));
}

describe('MDX to Markdown', () => {
  // Every construct a guide may use, in one file. The golden output was read line by line when written;
  // regenerate with UPDATE_GOLDEN=1 and read the diff.
  it('turns every MDX construct into plain Markdown (matches the reviewed golden file)', () => {
    const actual = convert(readFileSync(join(GOLDEN, 'constructs.mdx'), 'utf8'));
    const file = join(GOLDEN, 'constructs.md');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
    expect(existsSync(file), `missing golden file ${file}`).toBe(true);
    expect(actual).toBe(readFileSync(file, 'utf8'));
  });

  it('turns front matter into a title heading and the description into the first paragraph', () => {
    expect(convert('Body.\n')).toBe('# Using the web UI\n\nStart the web UI and drive agents from it.\n\nBody.\n');
    expect(convert('Body.\n', { description: undefined })).toBe('# Using the web UI\n\nBody.\n');
  });

  it('keeps an h1 written in the body instead of adding a second title', () => {
    expect(convert('# Own title\n\nBody.\n')).toBe('# Own title\n\nBody.\n');
  });

  it('writes admonitions as blockquotes led by their kind, and their title when given', () => {
    expect(convert(':::warning\nCareful.\n:::\n', { description: undefined })).toContain(
      '> **Warning**\n>\n> Careful.\n',
    );
    expect(convert(':::tip[Try this]\nGo.\n:::\n', { description: undefined })).toContain(
      '> **Tip: Try this**\n>\n> Go.\n',
    );
  });

  it('labels the blockquote of every admonition keyword as its box is labelled', () => {
    const labels = {
      note: 'Note',
      tip: 'Tip',
      info: 'Info',
      warning: 'Warning',
      danger: 'Danger',
      important: 'Important',
      caution: 'Caution',
      success: 'Success',
      secondary: 'Secondary',
    };
    for (const [keyword, label] of Object.entries(labels))
      expect(convert(`:::${keyword}\nText.\n:::\n`, { description: undefined })).toContain(
        `> **${label}**\n>\n> Text.\n`,
      );
  });

  it('writes GitHub alerts in any case as admonition blockquotes, without the marker', () => {
    const md = convert('> [!tip]\n> Lower.\n\n> [!Important]\n> Mixed.\n', { description: undefined });
    expect(md).toContain('> **Tip**\n>\n> Lower.\n');
    expect(md).toContain('> **Important**\n>\n> Mixed.\n');
    expect(md).not.toContain('[!');
  });

  it('keeps a mermaid fence as written, for agents that read the diagram source', () => {
    const fence = '```mermaid title="Stages"\nflowchart LR\n  A[Research] --> B[Plan]\n```\n';
    expect(convert(fence, { description: undefined })).toBe(`# Using the web UI\n\n${fence}`);
  });

  it('makes links absolute with the base path, keeping anchors', () => {
    const md = convert(
      '[a](/quickstart/installation#upgrading) [b](#x) ![c](/img/a.png)\n',
      { description: undefined },
      { url: 'https://x.dev', baseUrl: '/pr-42/' },
    );
    expect(md).toContain('[a](https://x.dev/pr-42/quickstart/installation#upgrading)');
    expect(md).toContain('[b](https://x.dev/pr-42/usage/web-ui#x)');
    expect(md).toContain('![c](https://x.dev/pr-42/img/a.png)');
  });

  it('applies the trailing-slash rule to page links but not to files', () => {
    const md = convert(
      '[a](/quickstart/installation) ![c](/img/a.png)\n',
      { description: undefined },
      { url: 'https://x.dev', baseUrl: '/', trailingSlash: true },
    );
    expect(md).toContain('(https://x.dev/quickstart/installation/)');
    expect(md).toContain('(https://x.dev/img/a.png)');
  });

  it('stops on a CLI table naming an option RA.Aid does not have', () => {
    expect(() => convert('<CliOptions names={["--no-such-flag"]} />\n')).toThrow(/no option "--no-such-flag"/);
  });

  it("fills the CLI tables from the page's own docs version", () => {
    const next = readCliFacts(join(process.cwd(), 'content'));
    expect(convert('<CliOptions names={["--max-cost"]} />\n', { cli: next })).toMatch(/\| `--max-cost` \|/);
    expect(() => convert('<CliOptions names={["--max-cost"]} />\n')).toThrow(
      'RA.Aid 0.30.2 (this docs version\'s _data/ra-aid-cli.json) has no option "--max-cost"',
    );
  });
});
