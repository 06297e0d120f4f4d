import { describe, expect, it } from 'vitest';
import { routeListFilter } from './route-list.mjs';

const keep = (lines: string[]) => lines.filter(routeListFilter());

// What `next build --experimental-build-mode=compile` (Next 16.4) prints at its end.
const compileOutput = [
  '  Finalizing page optimization ...',
  '  Build ran with "compile" mode, to finalize the build run either "generate" or "generate-env" mode as well',
  '  Exporting using 1 worker (0/4) ...',
  '',
  'Route (app)',
  '┌ ƒ /_not-found',
  '├ ƒ /[[...slug]]',
  '├ ƒ /llms.txt',
  '└ ƒ /sitemap.xml',
  '',
  '',
  'ƒ  (Dynamic)  server-rendered on demand',
  '',
];

describe('routeListFilter (the compile step of npm run build)', () => {
  it("drops the compile step's route list, where every route shows as Dynamic, and keeps the lines before it", () => {
    const kept = keep(compileOutput);
    expect(kept).toEqual(compileOutput.slice(0, 4));
    expect(kept.join('\n')).not.toContain('Dynamic');
  });

  it('drops a list with ANSI colours, nested routes and several headings and legend lines', () => {
    const lines = [
      '\x1b[1mRoute (app)\x1b[22m',
      '├   /[[...slug]]',
      '│ ├ ● /quickstart/installation',
      '│ └ ● [+59 more paths]',
      '',
      'Route (pages)',
      '└ ○ /404',
      '',
      '○  (Static)   prerendered as static content',
      '●  (SSG)      prerendered as static HTML (uses generateStaticParams)',
      'ƒ  (Dynamic)  server-rendered on demand',
    ];
    expect(keep(lines)).toEqual([]);
  });

  it('prints a line after the list that is not part of it, and what follows', () => {
    expect(keep([...compileOutput, '⚠ Something Next wants the author to see', 'and its detail'])).toEqual([
      ...compileOutput.slice(0, 4),
      '⚠ Something Next wants the author to see',
      'and its detail',
    ]);
  });

  it('keeps output that has no route list at all', () => {
    const lines = [
      '▲ Next.js 16.4.6 (Turbopack)',
      '',
      '  Creating an optimized production build ...',
      '✓ Compiled successfully in 8.0s',
    ];
    expect(keep(lines)).toEqual(lines);
  });
});
