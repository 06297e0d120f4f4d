import { describe, expect, it } from 'vitest';
import { parseCodeAnnotations, stripCodeAnnotations } from './code-annotations';
import { parseCodeMeta } from './code-meta';

const lines = (code: string, lang: string, meta = '') => {
  const { code: out, lineClasses } = parseCodeAnnotations(code, lang, meta);
  return { code: out, classes: Object.fromEntries(lineClasses) };
};

describe('magic comments (Docusaurus)', () => {
  it('highlight-next-line marks the line after it and leaves the code', () => {
    expect(lines('a = 1\n# highlight-next-line\nb = 2\nc = 3', 'python')).toEqual({
      code: 'a = 1\nb = 2\nc = 3',
      classes: { 2: ['highlighted'] },
    });
  });

  it('highlight-start … highlight-end marks the lines between them', () => {
    const code = 'const a = 1;\n  // highlight-start\n  f();\n  g();\n  // highlight-end\nh();';
    expect(lines(code, 'js')).toEqual({
      code: 'const a = 1;\n  f();\n  g();\nh();',
      classes: { 2: ['highlighted'], 3: ['highlighted'] },
    });
  });

  it("uses the language's comment syntax: # for shells and YAML, <!-- --> for HTML and Markdown, /* */ for CSS, {/* */} for JSX", () => {
    expect(stripCodeAnnotations('# highlight-next-line\nls', 'bash')).toBe('ls');
    expect(stripCodeAnnotations('#highlight-next-line\nkey: 1', 'yaml')).toBe('key: 1');
    expect(stripCodeAnnotations('<!-- highlight-next-line -->\n<p>x</p>', 'html')).toBe('<p>x</p>');
    expect(stripCodeAnnotations('<!-- highlight-start -->\n# Title\n<!-- highlight-end -->', 'markdown')).toBe(
      '# Title',
    );
    expect(stripCodeAnnotations('/* highlight-next-line */\na { color: red }', 'css')).toBe('a { color: red }');
    expect(stripCodeAnnotations('<div>\n  {/* highlight-next-line */}\n  <p/>\n</div>', 'tsx')).toBe(
      '<div>\n  <p/>\n</div>',
    );
  });

  it('leaves comments of another syntax, and magic words that are not alone on their line, in the code', () => {
    expect(stripCodeAnnotations('// highlight-next-line\nx = 1', 'python')).toBe('// highlight-next-line\nx = 1');
    expect(stripCodeAnnotations('x = 1 # highlight-next-line', 'python')).toBe('x = 1 # highlight-next-line');
  });

  it('are left alone when the meta holds a {1,3-4} range, as in Docusaurus', () => {
    expect(lines('# highlight-next-line\nls', 'bash', '{1}')).toEqual({
      code: '# highlight-next-line\nls',
      classes: {},
    });
  });
});

describe('Shiki notations', () => {
  it('[!code ++] and [!code --] mark added and removed lines, and the comment leaves the line', () => {
    const { code, lineClasses, blockClasses } = parseCodeAnnotations(
      'const a = 1; // [!code --]\nconst a = 2;  // [!code ++]\nkeep();',
      'ts',
    );
    expect(code).toBe('const a = 1;\nconst a = 2;\nkeep();');
    expect(Object.fromEntries(lineClasses)).toEqual({ 1: ['diff', 'remove'], 2: ['diff', 'add'] });
    expect(blockClasses).toEqual(['has-diff']);
  });

  it('[!code focus] and [!code highlight] mark their line; :N marks N lines; alone on a line they mark the next', () => {
    const code = 'a() # [!code focus:2]\nb()\nc()\n# [!code hl]\nd()\ne() # [!code highlight]';
    const { code: out, lineClasses, blockClasses } = parseCodeAnnotations(code, 'python');
    expect(out).toBe('a()\nb()\nc()\nd()\ne()');
    expect(Object.fromEntries(lineClasses)).toEqual({
      1: ['focused'],
      2: ['focused'],
      4: ['highlighted'],
      5: ['highlighted'],
    });
    expect(blockClasses).toEqual(['has-focused', 'has-highlighted']);
  });

  it('keeps the rest of a comment that says more than the notation, and code that only looks like one', () => {
    expect(stripCodeAnnotations('x() // call it [!code ++]', 'js')).toBe('x() // call it');
    expect(stripCodeAnnotations('<b>x</b> <!-- bold [!code focus] -->', 'html')).toBe('<b>x</b> <!-- bold -->');
    expect(stripCodeAnnotations('print("[!code ++]")', 'python')).toBe('print("[!code ++]")');
    expect(stripCodeAnnotations('url = "http://x"; // [!code ++]', 'js')).toBe('url = "http://x";');
  });

  it('reads -- comments in SQL even though [!code --] contains the same dashes', () => {
    expect(lines('select 1; -- [!code --]', 'sql')).toEqual({ code: 'select 1;', classes: { 1: ['diff', 'remove'] } });
  });
});

describe('fence meta', () => {
  it('reads the title and showLineNumbers with an optional start line', () => {
    expect(parseCodeMeta('title="a.py" showLineNumbers')).toEqual({ title: 'a.py', showLineNumbers: 1 });
    expect(parseCodeMeta('showLineNumbers=5 {2}')).toEqual({ showLineNumbers: 5 });
    expect(parseCodeMeta('{2}')).toEqual({});
  });
});
