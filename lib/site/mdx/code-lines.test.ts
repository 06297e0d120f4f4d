import { describe, expect, it } from 'vitest';
import { renderGuideBody as render } from '../../../tests/helpers/render-guide';

/** The text of each line of the block, with the classes of its line element. */
function lines(html: string) {
  return [...html.matchAll(/<span class="(line[^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => ({
    classes: m[1],
    text: m[2]!.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"'),
  }));
}

describe('code block lines in the guide pipeline', () => {
  it('removes magic comments from the code and highlights the lines they mark', async () => {
    const html = await render(
      '```python title="tools.py"\nimport json\n# highlight-next-line\ntools = []\n# highlight-start\na = 1\nb = 2\n# highlight-end\n```\n',
    );
    expect(html).not.toContain('highlight-');
    expect(lines(html)).toEqual([
      { classes: 'line', text: 'import json' },
      { classes: 'line highlighted', text: 'tools = []' },
      { classes: 'line highlighted', text: 'a = 1' },
      { classes: 'line highlighted', text: 'b = 2' },
    ]);
  });

  it('numbers the lines with a CSS counter from showLineNumbers=N, leaving the code text untouched', async () => {
    const html = await render('```bash showLineNumbers=9\none\ntwo\nthree\n```\n');
    expect(html).toMatch(/<pre class="[^"]*\bhas-line-numbers\b/);
    expect(html).toContain('<code style="counter-reset:line-number 8;--line-number-width:2ch">');
    expect(lines(html).map((l) => l.text)).toEqual(['one', 'two', 'three']);
    expect(html).not.toMatch(/showLineNumbers=/i);
  });

  it('writes a block with no marked line and no numbers as plain lines of text, without a span per line', async () => {
    const html = await render('```python\nimport json\n\nprint(json.dumps({}))\n```\n');
    expect(html).not.toContain('class="line');
    const code = /<code>([\s\S]*?)<\/code>/.exec(html)![1].replace(/<[^>]+>/g, '');
    expect(code.split('\n')).toEqual(['import json', '', 'print(json.dumps({}))']);
  });

  it('has no line numbers without showLineNumbers', async () => {
    const html = await render('```bash\none\n```\n');
    expect(html).not.toContain('has-line-numbers');
    expect(html).not.toContain('counter-reset');
  });

  it("turns Shiki's diff, focus and highlight notations into line classes and removes them", async () => {
    const html = await render(
      '```ts\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\nf(); // [!code focus]\ng(); // [!code highlight]\n```\n',
    );
    expect(html).not.toContain('[!code');
    expect(html).toMatch(/<pre class="[^"]*\bhas-diff has-focused has-highlighted\b/);
    expect(lines(html)).toEqual([
      { classes: 'line diff remove', text: 'const a = 1;' },
      { classes: 'line diff add', text: 'const a = 2;' },
      { classes: 'line focused', text: 'f();' },
      { classes: 'line highlighted', text: 'g();' },
    ]);
  });

  it('keeps {1,3-4} ranges, counted on the lines as displayed', async () => {
    const html = await render('```js {2}\n// [!code focus]\na();\nb();\n```\n');
    expect(lines(html)).toEqual([
      { classes: 'line focused', text: 'a();' },
      { classes: 'line highlighted', text: 'b();' },
    ]);
  });
});
