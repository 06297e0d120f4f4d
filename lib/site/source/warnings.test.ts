import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The site's warnings printed while getSite() of a fresh module loads the two-version fixture with a missing anchor. */
async function printedWarnings(nodeEnv: string): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'docs-warnings-'));
  cpSync(join(process.cwd(), 'tests/fixtures/versioned'), root, { recursive: true });
  appendFileSync(join(root, 'content/guide/setup.mdx'), '\nSee [the part](/guide/setup#no-such-heading).\n');
  vi.stubEnv('DOCS_ROOT', root);
  vi.stubEnv('SITE_CONFIG_VARIANT', 'versioned');
  vi.stubEnv('CONTENT_DIR', undefined as unknown as string);
  vi.stubEnv('NODE_ENV', nodeEnv);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.resetModules();
  const { getSite } = await import('./index');
  await getSite();
  const printed = warn.mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith('[docs] warning:'));
  warn.mockRestore();
  return printed;
}

describe("getSite and the site's warnings", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('prints them under next dev, where no content check ran before', async () => {
    const printed = await printedWarnings('development');
    expect(printed.some((line) => line.includes('no-such-heading'))).toBe(true);
  });

  it('leaves them to the content check in a build, so the workers of next build do not repeat them', async () => {
    expect(await printedWarnings('production')).toEqual([]);
  });
});
