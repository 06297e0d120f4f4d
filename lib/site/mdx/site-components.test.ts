import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { renderGuideBody } from '../../../tests/helpers/render-guide';
import { ContentError } from '../content/errors';
import { parseGuide } from './document';

const SITE = 'tests/fixtures/docusaurus';
const FILE = `${SITE}/docs/guides/x.mdx`;
const links = { docId: 'guides/x', routeOfDoc: () => undefined };

/** A scratch site folder inside the project (esbuild resolves from it as from the fixture). */
mkdirSync(join(process.cwd(), '.e2e'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), '.e2e', 'site-components-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

function problemsOf(body: string, file: string): string[] {
  try {
    parseGuide(body, file, links);
  } catch (error) {
    if (error instanceof ContentError)
      return error.problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.message}`);
    throw error;
  }
  throw new Error('expected a ContentError');
}

function scratchFile(path: string, text: string): string {
  const file = join(scratch, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return relative(process.cwd(), file);
}

describe("a Docusaurus site's own components", () => {
  it('compile into the page from a relative .jsx import, with their own relative imports', async () => {
    const html = await renderGuideBody(
      'import Thing from \'../../src/components/Thing.jsx\';\n\n<Thing name="a">inside</Thing>\n',
      FILE,
    );
    expect(html).toContain('<aside class="fixture-thing" data-name="a"><strong>Thing: a</strong> inside</aside>');
  });

  it('compile from @site/… (the DOCUSAURUS_SITE root) without an extension', async () => {
    vi.stubEnv('DOCUSAURUS_SITE', SITE);
    const html = await renderGuideBody(
      'import Thing from \'@site/src/components/Thing\';\n\n<Thing name="b" />\n',
      FILE,
    );
    expect(html).toContain('<strong>Thing: b</strong>');
  });

  it('name a package that resolves nowhere with the file that imports it', () => {
    const component = scratchFile(
      'src/Chart.jsx',
      "import plot from 'no-such-plot-package';\nexport default () => plot();\n",
    );
    const guide = scratchFile('docs/g.mdx', '');
    expect(problemsOf("import Chart from '../src/Chart.jsx';\n\n<Chart />\n", guide)).toEqual([
      `${component}:1:18  Import error: "no-such-plot-package" cannot be resolved: no such file, and no such package in the site's node_modules or the project's (imported by ${component})`,
    ]);
  });

  it("are refused, at their line, when they hold React state outside a Docusaurus site's src/", () => {
    const component = scratchFile(
      'src/Counter.jsx',
      "import { useState } from 'react';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n",
    );
    const guide = scratchFile('docs/h.mdx', '');
    const [problem] = problemsOf("import Counter from '../src/Counter.jsx';\n\n<Counter />\n", guide);
    expect(problem).toMatch(
      new RegExp(
        `^${component}:4:1  Import error: ${component} needs the browser \\(useState\\): only a component of the Docusaurus site's src/ that a guide imports itself runs in the browser`,
      ),
    );
  });

  it("are refused when they import a stylesheet, which this site's pages do not carry", () => {
    const sheet = scratchFile('src/box.module.css', '.box { color: red; }\n');
    scratchFile(
      'src/Box.jsx',
      "import styles from './box.module.css';\nexport default () => <div className={styles.box} />;\n",
    );
    const guide = scratchFile('docs/i.mdx', '');
    expect(problemsOf("import Box from '../src/Box.jsx';\n\n<Box />\n", guide)).toEqual([
      expect.stringMatching(
        new RegExp(`^${sheet.replace(/\./g, '\\.')}:1:1  Import error: .* is a stylesheet: styles imported`),
      ),
    ]);
  });
});
