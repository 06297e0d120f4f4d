import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTime } from './build-steps/out-swap.mjs';
import { afterFailedBuild, newestInput, readStamp, STAMP_FILE, writeStamp } from './build-stamp';

describe('npm start after a failed build', () => {
  const builtAt = new Date(2026, 10, 23, 9, 30, 0).getTime();

  it('serves the last good build with a warning saying when it was built', () => {
    expect(afterFailedBuild({ builtAt, baseUrl: '/' }, '/')).toEqual({
      serve: true,
      base: '/',
      warning: `Warning: the build failed; serving the last good build, from ${formatTime(new Date(builtAt))}. Fix the errors above and run npm start again.`,
    });
  });

  it('serves it at the base URL it was built for, and says so', () => {
    const plan = afterFailedBuild({ builtAt, baseUrl: '/pr-42/' }, '/');
    expect(plan).toMatchObject({ serve: true, base: '/pr-42/' });
    expect(plan.serve && plan.warning).toContain('built for the base URL /pr-42/');
  });

  it('stops with the error when there is no earlier build', () => {
    expect(afterFailedBuild(undefined, '/')).toEqual({
      serve: false,
      error: expect.stringContaining('no earlier build to serve'),
    });
  });
});

describe('the build stamp', () => {
  it('is written with the time and base URL, and read back only beside an index.html', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
    writeStamp(dir, '/pr-1/', 1234);
    expect(JSON.parse(readFileSync(join(dir, STAMP_FILE), 'utf8'))).toEqual({ builtAt: 1234, baseUrl: '/pr-1/' });
    expect(readStamp(dir)).toBeUndefined();
    writeFileSync(join(dir, 'index.html'), '');
    expect(readStamp(dir)).toEqual({ builtAt: 1234, baseUrl: '/pr-1/' });
  });
});

describe('the newest build input', () => {
  it('is the newest file below the input folders and files, leaving out dot-entries such as editor swap and lock files', () => {
    const root = mkdtempSync(join(tmpdir(), 'inputs-'));
    const at = (file: string, seconds: number) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), '');
      utimesSync(join(root, file), seconds, seconds);
    };
    at('content/guide/page.mdx', 1000);
    at('site.config.mjs', 2000);
    at('content/guide/.page.mdx.swp', 9000);
    at('lib/.cache/x.json', 9000);
    at('node_modules/x/index.js', 9000);
    symlinkSync(join(root, 'missing'), join(root, 'content/guide/.#page.mdx'));
    expect(newestInput(root)).toBe(2000 * 1000);
    utimesSync(join(root, 'content/guide/page.mdx'), 3000, 3000);
    expect(newestInput(root)).toBe(3000 * 1000);
  });
});
