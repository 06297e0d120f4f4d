import { describe, expect, it } from 'vitest';
import { configPathPosition, parseConfigPath } from './locate';

const source = [
  "const fixture = process.env.X === '1';", // 1
  '/** @type {object} */', // 2
  'const config = {', // 3
  "  url: 'https://x.dev',", // 4
  '  themeConfig: {', // 5
  '    navbar: {', // 6
  '      items: [', // 7
  "        { type: 'doc', docId: 'intro' },", // 8
  "        { 'to': '/blog', label: 'Blog' },", // 9
  '      ],', // 10
  '    },', // 11
  '  },', // 12
  '};', // 13
  'if (fixture) config.title = 3;', // 14
  'export default config;', // 15
].join('\n');

describe('parseConfigPath', () => {
  it('splits dotted and indexed paths', () => {
    expect(parseConfigPath('themeConfig.navbar.items[12].type')).toEqual([
      'themeConfig',
      'navbar',
      'items',
      12,
      'type',
    ]);
    expect(parseConfigPath('')).toEqual([]);
  });
});

describe('configPathPosition', () => {
  it('finds a property of the exported object, through nested objects and arrays', () => {
    expect(configPathPosition(source, 'url')).toEqual({ line: 4, column: 3 });
    expect(configPathPosition(source, 'themeConfig.navbar.items[0].docId')).toEqual({ line: 8, column: 24 });
    expect(configPathPosition(source, 'themeConfig.navbar.items[1].to')).toEqual({ line: 9, column: 11 });
  });

  it('falls back to the deepest part written in the file, then the object', () => {
    expect(configPathPosition(source, 'themeConfig.navbar.items[1].href')).toEqual({ line: 9, column: 9 });
    expect(configPathPosition(source, 'title')).toEqual({ line: 3, column: 16 });
  });

  it('reads `export default { … }` too, and gives the top of the file when it cannot parse it', () => {
    expect(configPathPosition('export default {\n  a: { b: 1 },\n};\n', ['a', 'b'])).toEqual({ line: 2, column: 8 });
    expect(configPathPosition('export default {', 'a')).toEqual({ line: 1, column: 1 });
  });
});
