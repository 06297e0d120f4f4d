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

  it('changes no page when given no step', () => {
    const dir = exportWithOnePage();
    expect(applyOutputSteps(dir, []).pages).toBe(0);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(PAGE);
  });
});
