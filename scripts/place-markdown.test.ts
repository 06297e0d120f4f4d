import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureTree } from '../tests/helpers/fixture-tree';
import { placeMarkdown } from './place-markdown';

describe('placeMarkdown (a step of npm run build)', () => {
  it('moves each twin from out/markdown-export/ next to its page and removes the folder', () => {
    const root = fixtureTree({
      'out/index.html': 'HOME',
      'out/quickstart/installation.html': 'PAGE',
      'out/markdown-export/index.md': '# Home',
      'out/markdown-export/quickstart/installation.md': '# Install',
    });
    const out = join(root, 'out');
    expect(placeMarkdown(out).sort()).toEqual(['/index.md', '/quickstart/installation.md']);
    expect(readFileSync(join(out, 'index.md'), 'utf8')).toBe('# Home');
    expect(readFileSync(join(out, 'quickstart/installation.md'), 'utf8')).toBe('# Install');
    expect(existsSync(join(out, 'markdown-export'))).toBe(false);
  });

  it('refuses to replace a file the build wrote, naming it', () => {
    const root = fixtureTree({ 'out/notes.md': 'public file', 'out/markdown-export/notes.md': '# Twin' });
    expect(() => placeMarkdown(join(root, 'out'))).toThrow(/notes\.md/);
    expect(readFileSync(join(root, 'out/notes.md'), 'utf8')).toBe('public file');
  });
});
