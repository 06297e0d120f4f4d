import type { RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { renderGuideBody } from '../../../tests/helpers/render-guide';
import { ContentError } from '../content/errors';
import { parseGuide } from './document';

// Guides placed in the Docusaurus fixture's folder, so relative imports find its partial and snippets.
const FILE = 'tests/fixtures/docusaurus/docs/guides/x.mdx';
const links = { docId: 'guides/x', routeOfDoc: () => undefined };
const parse = (body: string) => parseGuide(body, FILE, links);

function problemsOf(body: string) {
  try {
    parse(body);
  } catch (error) {
    if (error instanceof ContentError)
      return error.problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.message}`);
    throw error;
  }
  throw new Error('expected a ContentError');
}

const names = (nodes: readonly RootContent[]): string[] =>
  nodes.flatMap((n) => [
    ...(n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement' ? [n.name ?? ''] : []),
    ...('children' in n ? names(n.children as RootContent[]) : []),
  ]);

describe('Docusaurus imports', () => {
  it("drops @theme imports and renames their tags to this site's components, whatever the local name", () => {
    const { tree } = parse(
      "import Tabs from '@theme/Tabs';\nimport Item from '@theme/TabItem';\nimport Box from '@theme/Admonition';\n\n<Tabs>\n<Item value=\"a\">\n\nA\n\n</Item>\n</Tabs>\n\n<Box type=\"tip\">Hi</Box>\n",
    );
    expect(tree.children.some((n) => n.type === 'mdxjsEsm')).toBe(false);
    expect(names(tree.children)).toEqual(['Tabs', 'TabItem', 'Admonition']);
  });

  it('compiles and renders a guide importing @theme/Tabs, as next build does', async () => {
    const html = await renderGuideBody(
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n<TabItem value="a" label="Apt">\n\napt\n\n</TabItem>\n<TabItem value="b" label="Brew">\n\nbrew\n\n</TabItem>\n</Tabs>\n',
      FILE,
    );
    expect(html).toMatch(/<input type="radio" class="tabs__radio"[^>]*checked="" value="a"\/><label[^>]*>Apt</);
    expect(html).toMatch(/class="tabs__panel" data-value="b"><p>brew/);
  });

  it('reports every import it cannot resolve at its line and column, each in one run', () => {
    expect(
      problemsOf(
        "import Tabs from '@theme/Tabs';\nimport ApiExplorer from '@theme/ApiExplorer';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\nimport Gone from './_missing.mdx';\nimport Logo from './_snippets/hello.py';\n\nText.\n",
      ),
    ).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/docusaurus\/docs\/guides\/x\.mdx:2:1  Import error: "@theme\/ApiExplorer" cannot be resolved: this site has no such component/,
      ),
      expect.stringMatching(/:3:1  Import error: "@docusaurus\/useBaseUrl" cannot be resolved/),
      'tests/fixtures/docusaurus/docs/guides/x.mdx:5:1  Import error: "./_missing.mdx" cannot be resolved: there is no file tests/fixtures/docusaurus/docs/guides/_missing.mdx',
      expect.stringMatching(
        /:6:1  Import error: "\.\/_snippets\/hello\.py" cannot be imported: files can be Markdown partials/,
      ),
    ]);
  });

  it('puts a Markdown partial in the place of its tag: its headings join the page, its positions are the tag', () => {
    const { tree, headings } = parse("import Steps from './_shared-steps.mdx';\n\n## Before\n\n<Steps />\n\nAfter.\n");
    expect(headings.map((h) => h.text)).toEqual(['Before', 'Shared step']);
    const heading = tree.children.find((n) => n.type === 'heading' && n.depth === 3);
    expect(heading?.position?.start.line).toBe(5);
  });

  it('refuses a partial used inside a line of text', () => {
    expect(problemsOf("import Steps from './_shared-steps.mdx';\n\nSee <Steps /> here.\n")).toEqual([
      'tests/fixtures/docusaurus/docs/guides/x.mdx:3:5  Import error: <Steps /> is a Markdown partial; put it on a line of its own',
    ]);
  });

  it('turns a <CodeBlock> of raw-loader text or a template string into a fenced code block', () => {
    const { tree } = parse(
      'import CodeBlock from \'@theme/CodeBlock\';\nimport src from \'!!raw-loader!./_snippets/hello.py\';\n\n<CodeBlock language="python" title="hello.py" showLineNumbers>{src}</CodeBlock>\n\n<CodeBlock language="js">{`let a = 1;`}</CodeBlock>\n',
    );
    const code = tree.children.filter((n) => n.type === 'code');
    expect(code.map((c) => [c.lang, c.meta, c.value])).toEqual([
      ['python', 'title="hello.py" showLineNumbers', 'def greet(name):\n    return f"Hello, {name}"'],
      ['js', null, 'let a = 1;'],
    ]);
  });

  it('makes a JSON import a constant of the page', async () => {
    const html = await renderGuideBody(
      "import s from './_snippets/settings.json';\n\nShell: {s.shell}, {s.retries} retries.\n",
      FILE,
    );
    expect(html).toContain('Shell: zsh, 3 retries.');
  });
});
