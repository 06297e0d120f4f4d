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
  it('runs both steps unless NEXT_OUTPUT_STEPS names some, or none', () => {
    expect(stepsFromEnv(undefined)).toEqual(['inline-css', 'paint-first']);
    expect(stepsFromEnv('none')).toEqual([]);
    expect(stepsFromEnv('paint-first')).toEqual(['paint-first']);
    expect(() => stepsFromEnv('inline-js')).toThrow('unknown step inline-js');
  });

  it('applies only the steps it is given: inline CSS alone leaves the scripts as Next wrote them', () => {
    const dir = exportWithOnePage();
    expect(applyOutputSteps(dir, ['inline-css']).pages).toBe(1);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('.a{color:red}</style>');
    expect(html).toContain('<script src="/_next/static/chunks/one.js" async=""></script>');
  });

  it('changes no page when given no step', () => {
    const dir = exportWithOnePage();
    expect(applyOutputSteps(dir, []).pages).toBe(0);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(PAGE);
  });
});
