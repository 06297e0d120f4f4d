import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOutputSteps, stepsFromEnv } from './apply';

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '</head><body><p class="a">Text</p></body></html>',
].join('');

function exportWithOnePage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'output-steps-'));
  mkdirSync(join(dir, '_next/static/chunks'), { recursive: true });
  writeFileSync(join(dir, '_next/static/chunks/a.css'), '.a{color:red}');
  writeFileSync(join(dir, 'index.html'), PAGE);
  return dir;
}

describe('output steps', () => {
  it('runs every step unless NEXT_OUTPUT_STEPS names some, or none', () => {
    expect(stepsFromEnv(undefined)).toEqual(['paint-first']);
    expect(stepsFromEnv('none')).toEqual([]);
    expect(stepsFromEnv('paint-first')).toEqual(['paint-first']);
    expect(() => stepsFromEnv('inline-css')).toThrow('unknown step inline-css');
  });

  it('paint-first replaces the async chunk scripts with the loader and leaves the stylesheet linked', () => {
    const dir = exportWithOnePage();
    expect(applyOutputSteps(dir, ['paint-first']).pages).toBe(1);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).not.toContain('<script src="/_next/static/chunks/one.js" async=""></script>');
    expect(html).toContain('["/_next/static/chunks/one.js"]');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
  });

  it('fails naming each page paint-first cannot rewrite, after rewriting the others', () => {
    const dir = exportWithOnePage();
    mkdirSync(join(dir, 'guide'));
    writeFileSync(
      join(dir, 'guide', 'odd.html'),
      PAGE.replace('src="/_next/static/chunks/one.js" async=""', 'async="" src="/_next/static/chunks/one.js"'),
    );
    expect(() => applyOutputSteps(dir, ['paint-first'])).toThrow(
      /paint-first left 1 page\(s\)[^]*guide\/odd\.html \(<script async="" src="\/_next\/static\/chunks\/one\.js">\)/,
    );
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('["/_next/static/chunks/one.js"]');
  });

  it('changes no page when given no step', () => {
    const dir = exportWithOnePage();
    expect(applyOutputSteps(dir, []).pages).toBe(0);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(PAGE);
  });
});
