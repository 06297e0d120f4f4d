import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { ShikiTransformer, ThemeRegistrationRaw } from 'shiki';
import { CODE_PALETTES, type CodePalettes } from './code-colours.generated';

/**
 * Token colours as classes. Shiki writes each token of a two-theme block as
 * `<span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0">`: about a sixth of a guide's HTML and route payload
 * on this site, which repeats eight such pairs thousands of times. This transformer, last of the site's, writes
 * `class="c3"` instead: the index of each colour in its theme's palette, one class where both themes' indexes are
 * the same, `l3 d5` where they differ (components/mdx/code-colours.css gives each class its custom properties). A
 * token in the block's own text colour gets no attribute at all: it inherits the colour from the `<pre>`. A style
 * it cannot express that way (a colour outside the palette, a font style) stays as Shiki wrote it.
 *
 * The palettes are the colours of the two themes, generated into ./code-colours.generated.ts with the CSS by
 * `npx tsx scripts/code-colours.ts`; the unit test fails when the installed Shiki's themes no longer match them.
 */

export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

const TOKEN_STYLE = /^--shiki-light:(#[0-9a-f]{3,8});--shiki-dark:(#[0-9a-f]{3,8});?$/i;
const PRE_LIGHT = /(?:^|;)--shiki-light:(#[0-9a-f]{3,8})(?:;|$)/i;
const PRE_DARK = /(?:^|;)--shiki-dark:(#[0-9a-f]{3,8})(?:;|$)/i;

/**
 * What becomes of a token span's style: `null` to drop it (the block's own colours), the classes that replace
 * it, or `undefined` to keep it.
 */
export function tokenClasses(
  style: string,
  blockColours: { light?: string; dark?: string },
  palettes: CodePalettes = CODE_PALETTES,
): string[] | null | undefined {
  const match = TOKEN_STYLE.exec(style);
  if (!match) return undefined;
  const light = match[1].toUpperCase();
  const dark = match[2].toUpperCase();
  if (light === blockColours.light?.toUpperCase() && dark === blockColours.dark?.toUpperCase()) return null;
  const l = palettes.light.indexOf(light);
  const d = palettes.dark.indexOf(dark);
  if (l < 0 || d < 0) return undefined;
  // The two themes list their token colours in the same order, so a pair is nearly always one index: one class.
  return l === d ? [`c${l}`] : [`l${l}`, `d${d}`];
}

function isElement(node: ElementContent | RootContent): node is Element {
  return node.type === 'element';
}

function rewriteTokens(node: Element, blockColours: { light?: string; dark?: string }) {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    const style = child.properties.style;
    if (child.tagName === 'span' && typeof style === 'string') {
      const classes = tokenClasses(style, blockColours);
      if (classes !== undefined) {
        delete child.properties.style;
        if (classes) {
          const existing = child.properties.className;
          child.properties.className = [...(Array.isArray(existing) ? existing.map(String) : []), ...classes];
        }
      }
    }
    rewriteTokens(child, blockColours);
  }
}

/** The Shiki transformer (see above). */
export function tokenColourClasses(): ShikiTransformer {
  return {
    name: 'ra-aid:token-colour-classes',
    root(root: Root) {
      for (const pre of root.children) {
        if (!isElement(pre) || pre.tagName !== 'pre') continue;
        const style = typeof pre.properties.style === 'string' ? pre.properties.style : '';
        const blockColours = { light: PRE_LIGHT.exec(style)?.[1], dark: PRE_DARK.exec(style)?.[1] };
        rewriteTokens(pre, blockColours);
      }
    },
  };
}

/** Every colour a theme can give a token (its text colour first), upper case, each once. */
export function themePalette(theme: ThemeRegistrationRaw): string[] {
  const colours = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('#')) colours.add(value.toUpperCase());
  };
  add(theme.colors?.['editor.foreground'] ?? theme.fg);
  for (const rule of theme.tokenColors ?? theme.settings ?? []) add(rule.settings.foreground);
  return [...colours];
}

/** The palettes of the site's two code themes, from the installed Shiki. */
export async function loadCodePalettes(): Promise<CodePalettes> {
  const { bundledThemes } = await import('shiki');
  const palette = async (name: keyof typeof bundledThemes) =>
    themePalette((await bundledThemes[name]()).default as ThemeRegistrationRaw);
  return { light: await palette(CODE_THEMES.light), dark: await palette(CODE_THEMES.dark) };
}

/** components/mdx/code-colours.css for the palettes. */
export function codeColoursCss(palettes: CodePalettes): string {
  const rule = (name: string, colours: Record<string, string>) =>
    `.shiki .${name} {\n${Object.entries(colours)
      .map(([variable, colour]) => `  ${variable}: ${colour.toLowerCase()};\n`)
      .join('')}}\n`;
  const rules = (prefix: 'l' | 'd', variable: string, colours: readonly string[]) =>
    colours.map((colour, i) => rule(`${prefix}${i}`, { [variable]: colour })).join('');
  const both = palettes.light
    .slice(0, palettes.dark.length)
    .map((light, i) => rule(`c${i}`, { '--shiki-light': light, '--shiki-dark': palettes.dark[i] }))
    .join('');
  return (
    '/* Generated by scripts/code-colours.ts from the Shiki themes: the token colour classes of lib/build/mdx/code-colours.ts. */\n' +
    both +
    rules('l', '--shiki-light', palettes.light) +
    rules('d', '--shiki-dark', palettes.dark)
  );
}

/** lib/build/mdx/code-colours.generated.ts for the palettes. */
export function codeColoursModule(palettes: CodePalettes): string {
  const list = (colours: readonly string[]) => `[\n${colours.map((c) => `    '${c}',\n`).join('')}  ]`;
  return (
    '// Generated by scripts/code-colours.ts from the Shiki themes of lib/build/mdx/code-colours.ts: do not edit.\n' +
    'export interface CodePalettes {\n  light: readonly string[];\n  dark: readonly string[];\n}\n\n' +
    `export const CODE_PALETTES: CodePalettes = {\n  light: ${list(palettes.light)},\n  dark: ${list(palettes.dark)},\n};\n`
  );
}
