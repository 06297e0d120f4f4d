import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { previewBasePath } from './preview-base';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; needs?: string; if?: string }>;
}

const workflow = (name: string) => parse(readFileSync(join(process.cwd(), '.github/workflows', name), 'utf8'), { prettyErrors: true }) as Workflow;
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps);
const packageScripts = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the CI workflow', () => {
  const ci = workflow('ci.yml');

  it('runs on pull requests and on pushes to main', () => {
    expect(ci.on).toHaveProperty('pull_request');
    expect(ci.on.push).toEqual({ branches: ['main'] });
  });

  it('runs the same bash .ci/run from the repository checked out beside shared/', () => {
    const all = steps(ci);
    const run = all.find((s) => s.run?.trim() === 'bash .ci/run');
    expect(run?.['working-directory']).toBe('main');
    const checkouts = all.filter((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkouts.map((s) => s.with?.path)).toEqual(['main', 'shared']);
  });
});

describe('the preview workflow', () => {
  const preview = workflow('preview.yml');
  const build = preview.jobs.build.steps;

  it('runs on pull requests', () => {
    expect(preview.on).toHaveProperty('pull_request');
  });

  it('builds with npm run build:preview and the pull-request number', () => {
    const step = build.find((s) => s.run?.trim() === 'npm run build:preview');
    expect(step?.env?.PR_NUMBER).toBe('${{ github.event.pull_request.number }}');
    expect(packageScripts['build:preview']).toBe('tsx scripts/build-preview.ts');
  });

  it('uploads out/ as an artifact named after the pull request, after the build', () => {
    const buildAt = build.findIndex((s) => s.run?.trim() === 'npm run build:preview');
    const uploadAt = build.findIndex((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(uploadAt).toBeGreaterThan(buildAt);
    expect(build[uploadAt].with).toMatchObject({ path: 'out/', name: 'preview-pr-${{ github.event.pull_request.number }}' });
  });

  it('publishes to a pages branch only when one is configured, from the uploaded artifact', () => {
    const publish = preview.jobs.publish;
    expect(publish.needs).toBe('build');
    expect(publish.if).toContain('vars.PREVIEW_PAGES_BRANCH');
    expect(publish.steps[0]).toMatchObject({ uses: expect.stringMatching(/^actions\/download-artifact@/), with: { name: 'preview-pr-${{ github.event.pull_request.number }}' } });
  });

  it('is the same build the e2e tests serve under /pr-42/', () => {
    const e2eBuild = readFileSync(join(process.cwd(), 'scripts/build-for-e2e.ts'), 'utf8');
    expect(e2eBuild).toMatch(/build\(\{ PR_NUMBER: String\(E2E_PR_NUMBER\) \}, 'build:preview'\)/);
  });
});

describe('the preview base path', () => {
  it('is /pr-<number>/ for a pull-request number and refuses anything else', () => {
    expect(previewBasePath(42)).toBe('/pr-42/');
    expect(previewBasePath('7')).toBe('/pr-7/');
    for (const bad of [undefined, '', '0', '4x', '../x', '-1']) expect(() => previewBasePath(bad)).toThrow(/PR_NUMBER/);
  });

  it('stops npm run build:preview before building when PR_NUMBER is missing', () => {
    const env = { ...process.env };
    delete env.PR_NUMBER;
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(process.cwd(), 'scripts/build-preview.ts')], { env, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PR_NUMBER must be a pull-request number');
    expect(result.stdout).not.toContain('Building the preview');
  });
});
