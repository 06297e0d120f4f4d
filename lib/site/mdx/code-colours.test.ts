import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderGuideBody } from '../../../tests/helpers/render-guide';
import type { Element, ElementContent } from 'hast';
import {
  codeColoursCss,
  codeColoursModule,
  joinSameColourTokens,
  loadCodePalettes,
  themePalette,
  tokenClasses,
} from './code-colours';
import { CODE_PALETTES } from './code-colours.generated';

const palettes = { light: ['#111111', '#6F42C1'], dark: ['#EEEEEE', '#B392F0'] };

describe('token colour classes', () => {
  it('replaces a two-theme token colour with one class when both colours have the same palette index', () => {
    expect(tokenClasses('--shiki-light:#6F42C1;--shiki-dark:#B392F0', {}, palettes)).toEqual(['c1']);
    // Shiki's case does not matter.
    expect(tokenClasses('--shiki-light:#6f42c1;--shiki-dark:#b392f0', {}, palettes)).toEqual(['c1']);
  });

  it("replaces it with each colour's own index class when their indexes differ", () => {
    expect(tokenClasses('--shiki-light:#6F42C1;--shiki-dark:#EEEEEE', {}, palettes)).toEqual(['l1', 'd0']);
  });

  it("drops the style of a token in the block's own colours (it inherits them from the <pre>)", () => {
    expect(
      tokenClasses('--shiki-light:#24292E;--shiki-dark:#E1E4E8', { light: '#24292e', dark: '#e1e4e8' }, palettes),
    ).toBeNull();
  });

  it('keeps a style it cannot express: a colour outside the palette, or more than the two colours', () => {
    expect(tokenClasses('--shiki-light:#123456;--shiki-dark:#B392F0', {}, palettes)).toBeUndefined();
    expect(
      tokenClasses('--shiki-light:#6F42C1;--shiki-dark:#B392F0;--shiki-light-font-style:italic', {}, palettes),
    ).toBeUndefined();
  });

  it("lists a theme's text colour first, then each token colour once, upper case", () => {
    const theme = {
      name: 't',
      settings: [],
      colors: { 'editor.foreground': '#abcdef' },
      tokenColors: [
        { scope: 'a', settings: { foreground: '#123456' } },
        { scope: 'b', settings: { foreground: '#ABCDEF', fontStyle: 'italic' } },
        { scope: 'c', settings: { fontStyle: 'bold' } },
      ],
    };
    expect(themePalette(theme)).toEqual(['#ABCDEF', '#123456']);
  });

  it("the generated palette module and CSS are those of the installed Shiki's themes (else run scripts/code-colours.ts)", async () => {
    const current = await loadCodePalettes();
    expect(CODE_PALETTES).toEqual(current);
    expect(readFileSync('lib/site/mdx/code-colours.generated.ts', 'utf8')).toBe(codeColoursModule(current));
    expect(readFileSync('components/mdx/code-colours.css', 'utf8')).toBe(codeColoursCss(current));
  });

  it('a highlighted guide block carries classes with a rule in the CSS, and no per-token style', async () => {
    const html = await renderGuideBody('```python\ndef main():\n    return "ra-aid"\n```\n');
    const css = readFileSync('components/mdx/code-colours.css', 'utf8');
    const tokens = [...html.matchAll(/<span class="((?:[cld]\d+ ?)+)">/g)].flatMap((m) => m[1].split(' '));
    expect(tokens.length).toBeGreaterThan(1);
    for (const token of tokens) expect(css).toContain(`.shiki .${token} {`);
    // The block itself keeps both themes' colours for its text and background.
    expect(html).toMatch(/<pre class="shiki[^"]*" style="--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+;/);
    expect(html).not.toMatch(/<span style="--shiki-light/);
  });

  it('joins neighbouring tokens of one colour across blank text, and nothing else', () => {
    const token = (className: string[], value: string, extra = {}): Element => ({
      type: 'element',
      tagName: 'span',
      properties: { className, ...extra },
      children: [{ type: 'text', value }],
    });
    const text = (value: string): ElementContent => ({ type: 'text', value });
    const line = (value: string): Element => ({
      type: 'element',
      tagName: 'span',
      properties: { class: 'line' },
      children: [text(value)],
    });
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [
        token(['c6'], "'{"),
        text('\n'),
        token(['c6'], '  "a": 1'),
        token(['c6'], "}'"),
        text(' = '),
        token(['c6'], 'x'),
        token(['c2'], 'y'),
        token(['c2'], 'z', { dataServerUrl: '0' }),
        line('a'),
        text('\n'),
        line('b'),
      ],
    };
    joinSameColourTokens(code);
    const shown = code.children.map((c) =>
      c.type === 'element'
        ? `${String(c.properties.className ?? c.properties.class)}[${c.children.map((t) => (t.type === 'text' ? t.value : '')).join('')}]`
        : (c as { value: string }).value,
    );
    expect(shown).toEqual(['c6[\'{\n  "a": 1}\']', ' = ', 'c6[x]', 'c2[y]', 'c2[z]', 'line[a]', '\n', 'line[b]']);
  });
});
